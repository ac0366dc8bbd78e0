import { communityMessages as t } from '../../../messages/community.ts';
import cues from './guide-video-cues.json';
import './guide-video.css';

/** The video's files, rebuilt by `npm run guide-video` (scripts/guide-video/record.ts, decision 288). */
const VIDEO = '/guide-video/guide.webm';
const CAPTIONS = '/guide-video/guide.ko.vtt';

/** m:ss of a cue's start, for the transcript. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The 이용안내 영상 (spec 000 §2 quick menu "guide video"): a screen recording of the portal with Korean
 * captions on by default, and the same captions below it as a transcript, for readers who cannot or
 * would rather not watch. The quick menu's button links here (#guide-video).
 */
export function GuideVideo() {
  return (
    <section id="guide-video" className="guide-video" aria-labelledby="guide-video-title">
      <h2 id="guide-video-title" className="guide-video__title">
        {t.guideVideo.heading}
      </h2>
      <p className="guide-video__lead">{t.guideVideo.lead}</p>
      <video
        className="guide-video__player"
        controls
        preload="metadata"
        playsInline
        aria-label={t.guideVideo.player}
        aria-describedby="guide-video-transcript-title"
        width={960}
        height={540}
      >
        <source src={VIDEO} type="video/webm" />
        <track kind="captions" src={CAPTIONS} srcLang="ko" label={t.guideVideo.captions} default />
        <p>{t.guideVideo.unsupported}</p>
      </video>
      <h3 id="guide-video-transcript-title" className="guide-video__transcript-title">
        {t.guideVideo.transcript}
      </h3>
      <ol className="guide-video__transcript" lang="ko">
        {cues.cues.map((cue) => (
          <li key={cue.start}>
            <span className="guide-video__time">{clock(cue.start)}</span> {cue.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
