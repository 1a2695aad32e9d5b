import type { Writable } from 'node:stream';

/**
 * Resolves when `stream` can take more, rejects when it is gone (the client hung up): an export
 * whose reader left stops reading the database instead of waiting forever for a drain.
 */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('report reader gone'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('report reader gone'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}
