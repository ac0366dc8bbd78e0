import {
  DIARY_CONTENT_MAX,
  diarySaveRequestSchema,
  type ReadingDiary,
} from '@reading/contract/marathon/diary';
import type { MarathonDetail } from '@reading/contract/marathon/marathon';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { koreaToday } from '../../../lib/dates.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { BookPicker } from '../../curation/public.ts';
import { marathonKeys, saveDiary, useDiaries } from '../api/marathon.ts';
import { MarathonFrame, MyProgress } from './marathon-detail.tsx';

/** A diary page's frame: the marathon from the address, in a narrow page. */
function DiaryFrame({
  route,
  children,
}: {
  route: keyof typeof ROUTE_TITLES;
  children: (m: MarathonDetail, search: URLSearchParams) => ReactNode;
}) {
  return (
    <MarathonFrame title={ROUTE_TITLES[route]} width="narrow">
      {children}
    </MarathonFrame>
  );
}

function DiaryList({ list }: { list: ReadingDiary[] }) {
  if (list.length === 0) return <StatusMessage variant="section" icon="missing" title={t.diary.empty} />;
  return (
    <ul className="marathon-diaries">
      {list.map((d) => (
        <li key={d.readingDiaryKey} className="marathon-diary">
          <p className="marathon-diary__head">
            <strong lang="ko">{d.bookTitle}</strong>
            <span className="marathon-muted">
              {d.readDate} · {t.diary.pages(d.readPages)}
            </span>
          </p>
          <p className="marathon-diary__content" lang="ko">
            {d.content}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Links({ m }: { m: MarathonDetail }) {
  const { basePath } = useSite();
  const search = { readingMarathonKey: String(m.readingMarathonKey) };
  return (
    <div className="marathon-actions">
      {m.myJoinYN === 'Y' && m.progressStatus === '02' ? (
        <ButtonLink to={hrefFor('createReadingDiary', { basePath, search })}>
          {t.detail.writeDiary}
        </ButtonLink>
      ) : null}
      <ButtonLink variant="secondary" to={hrefFor('contestMarathonDetail', { basePath, search })}>
        {ROUTE_TITLES.contestMarathonDetail}
      </ButtonLink>
    </div>
  );
}

/** contestMarathonDiary: my progress, my diaries by book, and the way to write the next one. */
export function MarathonDiaryPage() {
  return <DiaryFrame route="contestMarathonDiary">{(m) => <DiaryOverview m={m} />}</DiaryFrame>;
}

function DiaryOverview({ m }: { m: MarathonDetail }) {
  const { basePath } = useSite();
  const diaries = useDiaries(m.readingMarathonKey);
  const books = new Map<number, { title: string; count: number; pages: number }>();
  for (const d of diaries.data?.list ?? []) {
    const b = books.get(d.bookKey) ?? { title: d.bookTitle, count: 0, pages: 0 };
    books.set(d.bookKey, { ...b, count: b.count + 1, pages: b.pages + d.readPages });
  }
  return (
    <>
      <h2 className="marathon-detail__name" lang="ko">
        {m.name}
      </h2>
      <MyProgress m={m} />
      <Links m={m} />
      <section className="marathon-section" aria-labelledby="diary-books">
        <h2 id="diary-books" className="marathon-subtitle">
          {t.diary.byBook}
        </h2>
        {diaries.isPending ? (
          <BoardLoading />
        ) : books.size === 0 ? (
          <p className="marathon-muted">{t.diary.empty}</p>
        ) : (
          <ul className="marathon-book-list">
            {[...books].map(([bookKey, b]) => (
              <li key={bookKey}>
                <Link
                  to={hrefFor('listOfCreateMarathonDiaryForBook', {
                    basePath,
                    search: { readingMarathonKey: String(m.readingMarathonKey), bookKey: String(bookKey) },
                  })}
                  lang="ko"
                >
                  {b.title}
                </Link>
                <span className="marathon-muted">
                  {t.diary.count(b.count)} · {t.diary.pages(b.pages)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <ButtonLink
          variant="secondary"
          to={hrefFor('listOfCreateMarathonDiary', {
            basePath,
            search: { readingMarathonKey: String(m.readingMarathonKey) },
          })}
        >
          {t.diary.allDiaries}
        </ButtonLink>
      </section>
    </>
  );
}

/** listOfCreateMarathonDiary: every diary I wrote in the marathon, newest first. */
export function DiaryListPage() {
  return <DiaryFrame route="listOfCreateMarathonDiary">{(m) => <DiariesOf m={m} />}</DiaryFrame>;
}

/** listOfCreateMarathonDiaryForBook: my diaries of one book of the marathon. */
export function DiaryForBookPage() {
  return (
    <DiaryFrame route="listOfCreateMarathonDiaryForBook">
      {(m, search) => <DiariesOf m={m} bookKey={keyParam(search, 'bookKey') ?? undefined} />}
    </DiaryFrame>
  );
}

function DiariesOf({ m, bookKey }: { m: MarathonDetail; bookKey?: number }) {
  const diaries = useDiaries(m.readingMarathonKey, bookKey);
  const title = bookKey
    ? markData(
        t.diary.forBook,
        diaries.data?.list[0]?.bookTitle ?? m.bookList.find((b) => b.bookKey === bookKey)?.title ?? '',
      )
    : markData(t.diary.listTitle, m.name);
  return (
    <>
      <h2 className="marathon-detail__name">{title}</h2>
      <Links m={m} />
      {diaries.isPending ? <BoardLoading /> : <DiaryList list={diaries.data?.list ?? []} />}
    </>
  );
}

const diaryForm = z.object({
  bookKey: diarySaveRequestSchema.shape.bookKey,
  readPages: diarySaveRequestSchema.shape.readPages,
  readDate: diarySaveRequestSchema.shape.readDate,
  content: diarySaveRequestSchema.shape.content,
});

/** createReadingDiary?readingMarathonKey=: a diary of one book, pages read and a note. */
export function CreateDiaryPage() {
  return (
    <DiaryFrame route="createReadingDiary">{(m, search) => <DiaryForm m={m} search={search} />}</DiaryFrame>
  );
}

function DiaryForm({ m, search }: { m: MarathonDetail; search: URLSearchParams }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preset = keyParam(search, 'bookKey');
  const [bookTitle, setBookTitle] = useState(m.bookList.find((b) => b.bookKey === preset)?.title ?? '');
  const form = useSchemaForm(diaryForm, {
    defaultValues: { bookKey: preset ?? '', readPages: '', readDate: koreaToday(), content: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const content = form.watch('content') ?? '';
  const back = { readingMarathonKey: String(m.readingMarathonKey) };
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await saveDiary({ ...values, readingMarathonKey: m.readingMarathonKey });
      await queryClient.invalidateQueries({ queryKey: marathonKeys.all });
      await alertDialog(`${res.message} (${t.detail.myProgress} ${res.data.myProgress.progressRate}%)`);
      navigate(hrefFor('contestMarathonDiary', { basePath, search: back }));
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  return (
    <form
      className="community-form marathon-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isSubmitting}
    >
      <h2 className="marathon-detail__name" lang="ko">
        {m.name}
      </h2>
      {m.readingMarathonTypeCode === '01' ? (
        <Field label={t.diary.pickBook} required error={fieldError(errors.bookKey)}>
          {(c) => (
            <select {...c} {...form.register('bookKey')}>
              <option value="">{t.diary.bookHint}</option>
              {m.bookList.map((b) => (
                <option key={b.bookKey} value={String(b.bookKey)} lang="ko">
                  {b.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <div className="marathon-books">
          <BookPicker
            label={t.diary.book}
            onPick={(book) => {
              form.setValue('bookKey', book.bookKey);
              form.clearErrors('bookKey');
              setBookTitle(book.title);
            }}
          />
          <p className="marathon-muted" aria-live="polite">
            {bookTitle ? markData(t.diary.chosenBook, bookTitle) : t.diary.bookHint}
          </p>
          {errors.bookKey ? (
            <p className="field__error" role="alert">
              {fieldError(errors.bookKey)}
            </p>
          ) : null}
        </div>
      )}
      <div className="marathon-form__period">
        <Field label={t.diary.readPages} required error={fieldError(errors.readPages)}>
          {(c) => <input {...c} type="number" inputMode="numeric" min={1} {...form.register('readPages')} />}
        </Field>
        <Field label={t.diary.readDate} required error={fieldError(errors.readDate)}>
          {(c) => (
            <input {...c} type="date" min={m.startDate} max={m.endDate} {...form.register('readDate')} />
          )}
        </Field>
      </div>
      <Field
        label={t.diary.content}
        required
        error={fieldError(errors.content)}
        hint={`${content.length} / ${DIARY_CONTENT_MAX}`}
      >
        {(c) => <textarea {...c} rows={6} maxLength={DIARY_CONTENT_MAX} {...form.register('content')} />}
      </Field>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.diary.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('contestMarathonDetail', { basePath, search: back })}>
          {t.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}
