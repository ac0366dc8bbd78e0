import type { QuestionDetail } from '@reading/contract/community/questions';
import type { ReactNode } from 'react';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { PostDetail } from '../../../components/board/post-detail.tsx';
import { communityFileDownload } from '../../../lib/attachments.ts';
import { communityMessages } from '../../../messages/community.ts';

const t = communityMessages.question;

export function StatusMark({ code, name }: { code: '1' | '2'; name: string }) {
  return <span className={`board-mark board-mark--${code === '2' ? 'done' : 'waiting'}`}>{name}</span>;
}

type QuestionDetailViewProps = {
  question: QuestionDetail & { requestTypeName?: string };
  neighbourHref: (key: number) => string;
  listHref: string;
  /** The staff's answer form, while awaiting an answer. */
  answerForm?: ReactNode;
};

/** An inquiry or a counselling application: the member's text, its status, then the answer. */
export function QuestionDetailView({
  question,
  neighbourHref,
  listHref,
  answerForm,
}: QuestionDetailViewProps) {
  const neighbour = (n: { postKey: number; title: string } | null) =>
    n ? { href: neighbourHref(n.postKey), title: n.title } : null;
  return (
    <PostDetail
      title={question.title}
      label={question.categoryName ?? question.requestTypeName}
      status={<StatusMark code={question.statusCode} name={question.statusName} />}
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
            {t.answerBy(question.answererName ?? '', question.answerDate ? dateOf(question.answerDate) : '')}
          </p>
          <p className="post__text">{question.answer}</p>
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
