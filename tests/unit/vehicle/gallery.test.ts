import { describe, expect, it } from 'vitest';
import { galleryImages, stepIndex } from '../../../runtime/lib/vehicle/gallery';
import { car } from './fixtures';

describe('galleryImages', () => {
  it('pairs each picture with its thumbnail', () => {
    expect(galleryImages(car())).toEqual([
      { src: '/media/cx5.jpg', thumb: '/media/cx5-thumb.jpg' },
      { src: '/media/cx5-2.jpg', thumb: '/media/cx5-2-thumb.jpg' },
    ]);
  });
  it('falls back to the thumbnails list, then the picture itself', () => {
    const images = [
      { image: { url: '/a.jpg' }, thumb: { url: '' } },
      { image: { url: '/b.jpg' }, thumb: { url: '' } },
    ];
    expect(galleryImages(car({ images, thumbnails: ['/a-t.jpg'] }))).toEqual([
      { src: '/a.jpg', thumb: '/a-t.jpg' },
      { src: '/b.jpg', thumb: '/b.jpg' },
    ]);
  });
  it('a car with only a primary image has one picture; a car with none has none', () => {
    expect(galleryImages(car({ images: [], thumbnails: [], primary_image_url: '/p.jpg' }))).toEqual([{ src: '/p.jpg', thumb: '/p.jpg' }]);
    expect(galleryImages(car({ images: [], thumbnails: [], primary_image_url: null }))).toEqual([]);
  });
});

describe('stepIndex (arrow keys wrap around)', () => {
  it.each([
    [0, 1, 4, 1],
    [3, 1, 4, 0],
    [0, -1, 4, 3],
    [2, -1, 4, 1],
    [0, 1, 0, 0],
  ])('from %i by %i of %i is %i', (i, d, n, expected) => expect(stepIndex(i, d, n)).toBe(expected));
});
