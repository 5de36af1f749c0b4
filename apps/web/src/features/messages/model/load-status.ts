/** What a pane of the chat shows of its data: a spinner until the first answer, the data, or the error. */
export type LoadStatus = 'loading' | 'ready' | 'error';
