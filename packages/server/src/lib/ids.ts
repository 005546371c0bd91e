import { randomBytes } from 'node:crypto';

/** 24 hex characters: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation time. */
export const newId = () => {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + randomBytes(8).toString('hex');
};

export const nowIso = () => new Date().toISOString();
