/**
 * The one clock every rule reads. In development and tests it can be moved forward
 * (POST /api/dev/clock/) so that expiries, reminders and status changes can be shown without waiting.
 */
export interface Clock {
  now(): Date;
  /** Moves time forward; only the development clock allows it. */
  advance(seconds: number): void;
}

export class SystemClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly adjustable: boolean) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): void {
    if (!this.adjustable) throw new Error('The clock cannot be moved in production');
    this.offsetMs += seconds * 1000;
  }
}

/** A clock frozen at a given instant, for tests that need exact times. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}
