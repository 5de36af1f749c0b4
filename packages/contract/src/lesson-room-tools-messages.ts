/**
 * The lesson room's tools (issue 19 items 4, 5, 8, 9): the shared metronome, the tuner, the recording
 * notice and the lesson timer. Texts and client-event names, without zod (the room chunk imports them).
 */

/** Client events of the room's tools on the lesson's private channel (besides the call's signalling). */
export const LESSON_TOOL_EVENTS = {
  /** The metronome's shared state: tempo, meter, accent, and beat one's instant by the server's clock. */
  metronome: 'client-metronome',
  /** "I am about to record" / "I am recording" / "I stopped recording". */
  recording: 'client-recording',
} as const;

export const roomToolMessages = {
  metronomeStartedBy: (who: string) => `Started by ${who}.`,
  metronomeStoppedBy: (who: string) => `Stopped by ${who}.`,
  metronomePlaying: (bpm: number, meter: string) => `Playing ${meter} at ${bpm} BPM.`,
  metronomeStopped: 'The metronome is stopped.',
  metronomeSilent: 'Your browser is holding back the sound of the metronome.',
  metronomeNoClock: "The server's clock could not be reached, so the metronome may be off by a little.",
  tunerNoMicrophone: 'The tuner needs your microphone. Allow it in your browser, then open the tuner again.',
  tunerListening: 'Play a single note.',
  timerEnds: (clock: string) => `Ends at ${clock}`,
  timerWarning: (closes: string) =>
    `5 minutes left in this lesson. The room closes at ${closes}, 10 minutes after the end.`,
  timerOver: (closes: string) => `The lesson time is over. The room closes at ${closes}.`,
  recordingAnnounced: (name: string) =>
    `${name} is about to record this lesson. The recording stays on their device.`,
  recordingRunning: (name: string) => `${name} is recording this lesson.`,
  recordingStoppedOther: (name: string) => `${name} stopped recording.`,
  recordingConfirm: (name: string) =>
    `${name} will be told before the recording starts and will see that it is running. The recording stays on your device.`,
  recordingStarting: (name: string) => `${name} has been told; the recording starts in a moment.`,
  recordingYours: 'You are recording this lesson.',
  recordingSaved: 'The recording was saved to your device.',
  recordingFailed: 'The recording could not start in this browser.',
} as const;
