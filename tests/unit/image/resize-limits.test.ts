import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClientWindow } from '../../../server/http/image/client-window';
import { imageSettings } from '../../../server/http/image/image-settings';
import { QueueFullError, ResizeQueue } from '../../../server/http/image/resize-queue';
import { namedContentHash } from '../../../server/http/media-version';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResizeQueue', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting`, refuses the next, and hands slots on in order', async () => {
    const queue = new ResizeQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const jobs = gates.map((g, i) =>
      queue.run(async () => {
        order.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.stats).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(async () => 9)).rejects.toBeInstanceOf(QueueFullError);
    expect(order).toEqual([0, 1]);
    gates[0]!.resolve();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ running: 2, waiting: 0 });
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing job frees its slot', async () => {
    const queue = new ResizeQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('ClientWindow', () => {
  it('allows `limit` a window per client, then says how long to wait; a new window starts afresh', () => {
    let now = 1_000_000;
    const window = new ClientWindow(2, 60_000, () => now);
    expect([window.take('a'), window.take('a'), window.take('a'), window.take('b')]).toEqual([true, true, false, true]);
    now += 45_000;
    expect(window.retryAfterSeconds()).toBe(15);
    expect(window.take('a')).toBe(false);
    now += 15_000;
    expect(window.take('a')).toBe(true);
  });
});

describe('imageSettings', () => {
  it('one resize per core, one core left for requests, never more than the cores', () => {
    expect(imageSettings({}, 1).concurrency).toBe(1);
    expect(imageSettings({}, 2).concurrency).toBe(1);
    expect(imageSettings({}, 8).concurrency).toBe(7);
    expect(imageSettings({ IMAGE_RESIZE_CONCURRENCY: '16' }, 4).concurrency).toBe(4);
    expect(imageSettings({ IMAGE_MAX_MEGAPIXELS: '50', IMAGE_MAX_SOURCE_MB: '25' }, 2)).toMatchObject({
      maxInputPixels: 50_000_000,
      maxSourceBytes: 25 * 1024 * 1024,
    });
    expect(() => imageSettings({ IMAGE_RESIZES_PER_MIN: '0' }, 2)).toThrow(/positive whole number/);
  });

  it.each([
    ['unset: none (the data folder’s image-cache)', undefined, undefined],
    ['blank: none', '  ', undefined],
    ['absolute: as given', '/var/cache/dealer-images', '/var/cache/dealer-images'],
    ['relative: from the working folder', 'cache/images', path.resolve('cache/images')],
  ])('IMAGE_CACHE_DIR %s', (_, value, expected) => {
    expect(imageSettings(value === undefined ? {} : { IMAGE_CACHE_DIR: value }, 2).cacheDir).toBe(expected);
  });
});

describe('namedContentHash', () => {
  it.each([
    ['evo-wrc-front.95bc9fbf.jpg', '95bc9fbf'],
    ['/x/y/photo.ABCDEF0123.png', 'abcdef0123'],
    ['photo.jpg', null],
    ['photo.1234567.jpg', null],
    ['photo.95bc9fbg.jpg', null],
  ])('%s', (name, expected) => expect(namedContentHash(name)).toBe(expected));
});
