/** The look the room tools share with the call controls (dark room, lime focus ring). */
export const toolButton =
  'inline-flex h-11 items-center justify-center rounded-xl border-2 border-white px-4 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime disabled:cursor-not-allowed disabled:opacity-60';
export const toolField =
  'h-11 rounded-lg border-2 border-white bg-neutral-900 px-2 text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime';
export const toolPanel = 'flex flex-col gap-3 rounded-2xl border-2 border-neutral-700 bg-neutral-900 p-4';
