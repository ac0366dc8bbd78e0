import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import cues from './guide-video-cues.json';

describe('the guide video', () => {
  it('000 §2: the quick menu’s guide video opens a captioned video with its transcript on the page', async () => {
    mockFetch();
    renderApp('/');
    const quick = await screen.findByRole('link', { name: '이용안내 영상' });
    expect(quick.getAttribute('href')).toBe('/IntroduceGuide');

    renderApp('/IntroduceGuide');
    const section = (await screen.findByRole('heading', { level: 2, name: '이용안내 영상' })).closest(
      'section',
    );
    if (!section) throw new Error('no guide video section');
    const video = section.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('/guide-video/guide.webm');
    const track = video?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('ko');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(track?.getAttribute('src')).toBe('/guide-video/guide.ko.vtt');
    const transcript = within(section).getByRole('list');
    expect(cues.cues.length).toBeGreaterThan(5);
    for (const cue of cues.cues) expect(transcript.textContent).toContain(cue.text);
  });
});
