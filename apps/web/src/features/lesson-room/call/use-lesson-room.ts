/**
 * The room's life in React: the camera and microphone, the realtime channel and the call, started once the
 * room is entered and ended when the page goes (the other side hears "bye"), when the person leaves, or
 * when the room closes at end + 10 minutes by the server's clock.
 */
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { lessonRoomMessages, type RoomEnterResponse, type SoundMode } from '@app/contract';
import { saveSoundMode } from '../api/sound-mode.ts';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { callReducer, callState, initialFacts, type CallState } from '../model/call-state.ts';
import { devicesOf, type DeviceChoice } from '../model/media.ts';
import { LessonCall } from './lesson-call.ts';
import { LocalMedia, NO_MEDIA } from './local-media.ts';
import { openLessonChannel } from './realtime-channel.ts';
import { RoomChannel } from './room-channel.ts';
import { rememberDevices, rememberedDevices } from './remembered-devices.ts';

export type RoomEnd = 'replaced' | 'closed' | 'left';

export interface Devices {
  microphones: DeviceChoice[];
  cameras: DeviceChoice[];
}

const noSubscription = () => () => undefined;

export function useLessonRoom(room: RoomEnterResponse) {
  const [facts, dispatch] = useReducer(callReducer, initialFacts);
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [ended, setEnded] = useState<RoomEnd | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [devices, setDevices] = useState<Devices>({ microphones: [], cameras: [] });
  const [soundMode, setSoundModeState] = useState<SoundMode>(room.sound_mode);
  const call = useRef<LessonCall | null>(null);
  // The room's one message path (board, chat, tools); it outlives the call objects of reconnections.
  const [roomChannel] = useState(() => new RoomChannel());

  const subscribe = useCallback(
    (listener: () => void) => (media ? media.subscribe(listener) : noSubscription()),
    [media],
  );
  const snapshot = useSyncExternalStore(subscribe, () => media?.snapshot ?? NO_MEDIA);

  useEffect(() => {
    let stopped = false;
    const { microphoneId, cameraId } = rememberedDevices();
    const local = new LocalMedia({ musician: room.sound_mode === 'music', microphoneId, cameraId });
    // Browsers offer cameras only to secure pages (https or localhost); elsewhere mediaDevices is missing.
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    const refreshDevices = () =>
      void devices
        ?.enumerateDevices()
        .then((list) => {
          if (!stopped)
            setDevices({
              microphones: devicesOf(list, 'audioinput'),
              cameras: devicesOf(list, 'videoinput'),
            });
        })
        .catch(() => undefined);
    devices?.addEventListener('devicechange', refreshDevices);
    void (async () => {
      await local.start();
      if (stopped) return;
      setMedia(local);
      refreshDevices();
      const channel = await openLessonChannel(room.channel, () => {
        if (!stopped) setFailure(lessonRoomMessages.channelRefused);
      });
      if (stopped) {
        channel.close();
        return;
      }
      const current = new LessonCall({
        room,
        channel,
        media: local,
        onEvent: (event) => {
          dispatch(event);
          if (event.type === 'peer-arrived') roomChannel.peerArrived();
        },
        onRemoteStream: setRemote,
        onReplaced: () => setEnded('replaced'),
        onSound: setSoundModeState,
      });
      call.current = current;
      current.start();
      roomChannel.attach(current);
    })().catch(() => {
      if (!stopped) setFailure(lessonRoomMessages.realtimeFailed);
    });
    // Closing the tab says goodbye too, so the other person sees "Waiting for..." at once.
    const goodbye = () => call.current?.leave();
    window.addEventListener('pagehide', goodbye);
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', goodbye);
      devices?.removeEventListener('devicechange', refreshDevices);
      call.current?.leave();
      call.current = null;
      roomChannel.detach();
      local.stop();
    };
  }, [room, roomChannel]);

  // The room closes with the join window, by the server's clock.
  useEffect(() => {
    const closesAt = Date.parse(room.closes_at);
    const check = () => {
      if (serverNow() < closesAt) return;
      call.current?.leave();
      setEnded((current) => current ?? 'closed');
    };
    check();
    const timer = window.setInterval(check, 1000);
    return () => window.clearInterval(timer);
  }, [room.closes_at]);

  const leave = useCallback(() => {
    call.current?.leave();
    setEnded('left');
  }, []);

  // The devices in use are remembered for the next lesson (a gone device gives way to the default one).
  const { microphoneId, cameraId } = snapshot;
  useEffect(() => {
    if (microphoneId || cameraId) rememberDevices({ microphoneId, cameraId });
  }, [microphoneId, cameraId]);

  /** The mentor's choice: remembered by the server first, then both sides follow it. */
  const setSoundMode = useCallback(
    async (mode: SoundMode) => {
      await saveSoundMode(room.booking_id, mode);
      setSoundModeState(mode);
      if (call.current) await call.current.setSoundMode(mode);
      else await media?.setMusician(mode === 'music');
    },
    [media, room.booking_id],
  );

  const stats = useCallback(() => call.current?.stats() ?? Promise.resolve(undefined), []);

  const state: CallState = callState(facts);
  return {
    state,
    media,
    snapshot,
    remote,
    ended,
    failure,
    devices,
    leave,
    roomChannel,
    soundMode,
    setSoundMode,
    stats,
  };
}
