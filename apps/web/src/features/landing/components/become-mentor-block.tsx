/** LAND-06: why musicians teach here, with the way into the application. */
import { ButtonLink } from '../../../shared/ui/button.tsx';

const benefits = [
  { title: 'Teach from anywhere', text: 'Give lessons online from your own studio, on your own schedule.' },
  { title: 'Set your own rates', text: 'Choose your prices, lesson lengths and whether to offer a trial.' },
  {
    title: 'Get paid by card',
    text: 'Students pay up front; your earnings are paid out to your bank account.',
  },
  { title: 'Grow your audience', text: 'Reach students looking for exactly your instrument and style.' },
];

export function BecomeMentorBlock() {
  return (
    <section aria-labelledby="become-mentor-title" className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 md:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div className="flex flex-col items-start gap-5">
          <h2 id="become-mentor-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
            Become a mentor
          </h2>
          <p className="text-lg text-neutral-200">
            Share what you know with students who want to learn it. Every application is reviewed by our team,
            and most reviews take 1–3 business days.
          </p>
          <ButtonLink to="/become-mentor" variant="lime" size="tall">
            Apply to teach
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-3xl bg-white/10 p-6">
              <h3 className="flex items-center gap-2 text-lg font-bold text-lime">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                {benefit.title}
              </h3>
              <p className="mt-2 text-neutral-200">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
