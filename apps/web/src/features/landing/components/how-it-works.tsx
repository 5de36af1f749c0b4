/** LAND-05: the three steps, anchored at #how-it-works (linked from the footer). */
const steps = [
  {
    title: 'Pick a mentor',
    text: 'Browse professional musicians by instrument, style, language and price. Read their story and their students’ reviews.',
  },
  {
    title: 'Take a trial class',
    text: 'Many mentors offer a free or discounted 30-minute trial. Meet online, talk about your goals and see if it clicks.',
  },
  {
    title: 'Start learning',
    text: 'Book lessons at times that suit you, join from your browser and get a plan built around the music you love.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-24 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 md:px-6">
        <h2 id="how-it-works-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          How it works
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-neutral-800">
          From first search to first song in three steps.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-4 rounded-3xl border-2 border-ink bg-white p-7 shadow-[6px_6px_0_0_#000]"
            >
              <span
                aria-hidden="true"
                className={`flex h-14 w-14 items-center justify-center rounded-2xl border-2 border-ink text-2xl font-extrabold ${
                  ['bg-brand', 'bg-lime', 'bg-purple-soft'][index]
                }`}
              >
                {index + 1}
              </span>
              <h3 className="text-xl font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-neutral-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
