import { popupMessages as t } from '../../../messages/popups.ts';
import { noticeFileDownload, schoolNewsFileDownload } from '../../community/public.ts';
import type { RootPopup } from '../api/load-popups.ts';
import type { HideSpan } from '../hide-records.ts';
import { PostPopupBody } from './popup-bodies.tsx';
import { PopupFrame } from './popup-frame.tsx';

/**
 * A notice, DLS notice or school news popup: a post shown in a frame with its hide boxes. Its safe-HTML
 * renderer loads in this chunk only when such a popup is shown (the home's first-load budget).
 */
type PostPopupProps = {
  popup: Extract<RootPopup, { kind: 'notice' | 'dlsNotice' | 'schoolNews' }>;
  close: (span: HideSpan | null) => void;
};

export function PostPopup({ popup, close }: PostPopupProps) {
  switch (popup.kind) {
    case 'notice':
      return (
        <PopupFrame title={t.noticeTitle} hideSpans={['today']} onClose={close}>
          <PostPopupBody
            title={popup.notice.title}
            html={popup.notice.content}
            imageUrl={popup.notice.mainImgUrl}
            files={popup.notice.fileList.map((f) => ({
              key: f.noticeFileKey,
              name: f.originalFileName,
              target: noticeFileDownload(f.noticeFileKey),
            }))}
          />
        </PopupFrame>
      );
    case 'dlsNotice':
      return (
        <PopupFrame title={t.dlsNoticeTitle} hideSpans={['today']} onClose={close}>
          <PostPopupBody title={popup.notice.title} html={popup.notice.content} files={[]} />
        </PopupFrame>
      );
    case 'schoolNews':
      return (
        <PopupFrame title={t.schoolNewsTitle} hideSpans={['today', 'week']} onClose={close}>
          <PostPopupBody
            title={popup.news.title}
            html={popup.news.content}
            files={popup.news.fileList.map((f) => ({
              key: f.mySchoolFileKey,
              name: f.originalFileName,
              target: schoolNewsFileDownload(f.mySchoolFileKey),
            }))}
          />
        </PopupFrame>
      );
  }
}
