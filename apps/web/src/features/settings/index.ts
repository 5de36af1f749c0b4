/** The settings feature's public face: what other features may use (the wizard adds audio samples). */
export { AudioSamplesEditor } from './components/profile/audio-samples-editor.tsx';
