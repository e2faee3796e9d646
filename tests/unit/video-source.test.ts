import { describe, expect, test } from 'vitest';
import { videoSource, youtubeVideoId } from '../../data/video-source';

const id = 'aBcDeFgHi01';

describe('YouTube addresses become the privacy-enhanced embed', () => {
  test.each([
    ['a short link', `https://youtu.be/${id}`],
    ['a short link with a start time', `https://youtu.be/${id}?t=42`],
    ['a watch page', `https://www.youtube.com/watch?v=${id}`],
    ['a watch page with more parameters', `https://www.youtube.com/watch?feature=share&v=${id}&list=PL1`],
    ['the mobile site', `https://m.youtube.com/watch?v=${id}`],
    ['a short', `https://youtube.com/shorts/${id}`],
    ['a live stream', `https://www.youtube.com/live/${id}`],
    ['an embed', `https://www.youtube.com/embed/${id}`],
    ['a privacy-enhanced embed', `https://www.youtube-nocookie.com/embed/${id}?rel=0`],
    ['an address without www', `http://youtube.com/watch?v=${id}`],
  ])('%s', (_, address) => {
    expect(videoSource(address)).toEqual({
      kind: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    });
  });
});

describe('anything else plays natively', () => {
  test.each([
    ['an mp4 file', 'https://videos.example.com/haptic-demo.mp4'],
    ['a site that merely mentions YouTube', `https://notyoutube.com/watch?v=${id}`],
    ['a YouTube look-alike subdomain', `https://youtube.com.evil.example/watch?v=${id}`],
    ['a channel page', 'https://www.youtube.com/@some-channel'],
    ['a watch page without an id', 'https://www.youtube.com/watch'],
    ['an id of the wrong length', 'https://youtu.be/short'],
    ['a relative file', '/assets/demo.webm'],
  ])('%s', (_, address) => {
    expect(videoSource(address)).toEqual({ kind: 'file', url: address });
  });
});

test('the id is read from every form', () => {
  expect(youtubeVideoId(`https://youtu.be/${id}`)).toBe(id);
  expect(youtubeVideoId('not a url')).toBeNull();
});
