import { describe, expect, it } from 'vitest';
import { noAnswers, readPreparationState, toExtraInfo, toggle } from './preparation.ts';

describe('lesson preparation model', () => {
  it('reads navigation state with the defaults of PREP-01, trusting nothing', () => {
    const none = { teacherName: 'your mentor', instrument: 'music', bookingId: null };
    expect(readPreparationState(null)).toEqual(none);
    expect(readPreparationState('nonsense')).toEqual(none);
    expect(readPreparationState({ teacherName: '', instrument: ' ', bookingId: 0 })).toEqual(none);
    expect(readPreparationState({ bookingId: '7' }).bookingId).toBeNull();
    expect(readPreparationState({ teacherName: 'Lena Park', instrument: 'Piano', bookingId: 7 })).toEqual({
      teacherName: 'Lena Park',
      instrument: 'Piano',
      bookingId: 7,
    });
  });

  it('toggles a choice and trims the texts of the answers', () => {
    const once = toggle(noAnswers, 'musicStyles', 'Jazz');
    expect(once.musicStyles).toEqual(['Jazz']);
    expect(toggle(once, 'musicStyles', 'Jazz').musicStyles).toEqual([]);
    expect(toExtraInfo({ ...noAnswers, learningGoal: '  Scales  ' }).learningGoal).toBe('Scales');
  });
});
