import { INQUIRY_STATUS_NAMES } from '@reading/contract/community/codes';
import type { QuestionDetail } from '@reading/contract/community/questions';
import type { ReactNode } from 'react';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { PostDetail } from '../../../components/board/post-detail.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { communityFileDownload } from '../../../lib/attachments.ts';
import { communityMessages } from '../../../messages/community.ts';

const t = communityMessages.question;

/** The status named by its code, in the reader's language. */
export function StatusMark({ code }: { code: '1' | '2' }) {
  return (
    <span className={`board-mark board-mark--${code === '2' ? 'done' : 'waiting'}`}>
      {INQUIRY_STATUS_NAMES[code]}
    </span>
  );
}

type QuestionDetailViewProps = {
  question: QuestionDetail;
  /** The question's category or request type, named by its code (components/board/code-names.ts). */
  kind: string | null;
  neighbourHref: (key: number) => string;
  listHref: string;
  /** The staff's answer form, while awaiting an answer. */
  answerForm?: ReactNode;
};

/** An inquiry or a counselling application: the member's text, its status, then the answer. */
export function QuestionDetailView({
  question,
  kind,
  neighbourHref,
  listHref,
  answerForm,
}: QuestionDetailViewProps) {
  const neighbour = (n: { postKey: number; title: string } | null) =>
    n ? { href: neighbourHref(n.postKey), title: n.title } : null;
  return (
    <PostDetail
      title={question.title}
      kind={kind}
      status={<StatusMark code={question.statusCode} />}
      writer={question.writerName}
      date={question.regDate}
      content={{ text: question.content }}
      files={question.fileList.map((f) => ({
        key: f.fileKey,
        name: f.originalFileName,
        size: f.fileSize,
        target: communityFileDownload(f.fileKey),
      }))}
      prev={neighbour(question.prev)}
      next={neighbour(question.next)}
      listHref={listHref}
    >
      {question.answer ? (
        <section className="post-answer" aria-labelledby="post-answer-title">
          <h2 id="post-answer-title" className="post-answer__title">
            {t.answer}
          </h2>
          <p className="post-answer__by">
            {/* The answerer's name is data; the date is not. */}
            {markData(
              (name: string) => t.answerBy(name, question.answerDate ? dateOf(question.answerDate) : ''),
              question.answererName ?? '',
            )}
          </p>
          <p className="post__text" lang="ko">
            {question.answer}
          </p>
        </section>
      ) : (
        <>
          <p className="post-answer post-answer--waiting">{t.awaitingAnswer}</p>
          {answerForm}
        </>
      )}
    </PostDetail>
  );
}
