// Attempt limits for everything a stranger could guess (passwords, class passwords, class codes, signup codes,
// forgotten-details emails): each attempt is reserved in the counters BEFORE the slow check runs, in one
// statement, so a burst of simultaneous attempts cannot all slip under a limit (60 wrong passwords sent at
// once used to be evaluated in full). What the check then proves decides whether the reservation stands:
// a failure keeps it; a success hands it back (only failures count, so a class logging in together never
// trips a limit), except for limits on successes themselves (accounts created, temporary passwords sent).

import type { Conn } from '../../db/conn.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { refundAttempts, reserveAttempts } from './auth.store.ts';

/** Every limit counts within a fixed window of this length. */
export const WINDOW_MS = 15 * 60 * 1000;

export interface Limit {
  /** The counter, such as `login:pair:ann|10.0.0.1`. */
  key: string;
  /** Attempts allowed in the window; the next one is refused with 429. */
  max: number;
  /** What the refusal says when this limit is the one over (the reservation's message otherwise). */
  message?: string;
}

export interface Reservation {
  /** The counters as they stand with this attempt counted, by key. */
  readonly counts: ReadonlyMap<string, number>;
  /** Hands this attempt back on the given limits (all reserved ones when none are given). */
  refund(...limits: Limit[]): Promise<void>;
}

/**
 * Counts one attempt on every limit at once, in one statement. When any limit is over, the attempt is handed
 * back everywhere (so refused attempts never use up a shared limit such as a school's address) and the limit's
 * message (or `message`) is thrown as 429.
 */
export const reserve = async (
  db: Conn,
  limits: readonly Limit[],
  message: string,
  nowMs = Date.now(),
): Promise<Reservation> => {
  const unique = [...new Map(limits.map((limit) => [limit.key, limit])).values()];
  const keys = unique.map((limit) => limit.key);
  const counts = await reserveAttempts(db, keys, nowMs, nowMs - WINDOW_MS);
  let refunded = new Set<string>();
  const reservation: Reservation = {
    counts,
    async refund(...some) {
      const chosen = (some.length ? some.map((limit) => limit.key) : keys).filter(
        (key) => keys.includes(key) && !refunded.has(key),
      );
      if (chosen.length === 0) return;
      refunded = new Set([...refunded, ...chosen]);
      await refundAttempts(db, chosen);
    },
  };
  const over = unique.find((limit) => (counts.get(limit.key) ?? 0) > limit.max);
  if (over) {
    await reservation.refund();
    throw tooManyRequests(over.message ?? message);
  }
  return reservation;
};
