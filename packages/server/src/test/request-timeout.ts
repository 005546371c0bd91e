// A request that does not answer fails its test instead of hanging the suite (the matrix and the fuzz tests).
export const REQUEST_TIMEOUT_MS = 10_000;

export class RequestTimeout extends Error {}

/** `promise`, or a RequestTimeout naming `what` once REQUEST_TIMEOUT_MS have passed without an answer. */
export const withTimeout = async <T>(promise: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new RequestTimeout(`${what} did not answer within ${REQUEST_TIMEOUT_MS} ms`)),
          REQUEST_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};
