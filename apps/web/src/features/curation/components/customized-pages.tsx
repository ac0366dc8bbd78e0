import { gradesOf } from '@reading/contract/codes/school-levels';
import {
  type CustomizedRequest,
  customizedRequestSchema,
  KDC_CLASSES,
  READING_LEVELS,
} from '@reading/contract/curation/curation';
import type { SearchBook } from '@reading/contract/search/search';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { currentSiteLevel, useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { saveAnswers, useCustomizedList } from '../api/curation-api.ts';
import { BookPicker } from './book-picker.tsx';
import { kdcName } from './code-names.ts';
import { CurationBooks, mainTitle } from './curation-books.tsx';
import { CurationPage } from './curation-page.tsx';
import { ListState } from './list-states.tsx';

const m = t.customized;
type CustomizedOutput = z.output<typeof customizedRequestSchema>;

/** ParticipationCustomizedCuration: what the customised picks are, and the way into the questionnaire. */
export function CustomizedCurationPage() {
  const { basePath } = useSite();
  return (
    <CurationPage route="ParticipationCustomizedCuration" title={m.heading} note={m.intro}>
      <p>
        <ButtonLink variant="secondary" to={hrefFor('ParticipationCustomizedProcess', { basePath })}>
          {m.start}
        </ButtonLink>
      </p>
    </CurationPage>
  );
}

/** The answers travel in the result's address (?grade=5&interests=8,4&favourites=12&readingLevel=easy). */
function answersOf(params: URLSearchParams): CustomizedRequest | null {
  const parsed = customizedRequestSchema.safeParse({
    grade: params.get('grade') ?? undefined,
    interests: (params.get('interests') ?? '').split(',').filter(Boolean),
    favouriteBookKeys: (params.get('favourites') ?? '').split(',').filter(Boolean).map(Number),
    readingLevel: params.get('readingLevel') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

type CustomizedAnswers = Pick<CustomizedOutput, 'grade' | 'interests' | 'readingLevel'> & {
  favouriteBookKeys?: number[];
};

/** The result page's address for a set of answers (the questionnaire and MyActivitesCuration link it). */
export const resultSearch = (a: CustomizedAnswers) => ({
  grade: String(a.grade),
  interests: a.interests.join(','),
  favourites: (a.favouriteBookKeys ?? []).join(','),
  readingLevel: a.readingLevel,
});

/** ParticipationCustomizedProcess: grade, interests by KDC class, favourite books, reading level. */
export function CustomizedProcessPage() {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const [favourites, setFavourites] = useState<SearchBook[]>([]);
  const form = useSchemaForm(customizedRequestSchema, {
    defaultValues: {
      grade: undefined,
      interests: [],
      favouriteBookKeys: [],
      readingLevel: undefined,
    } as never,
  });
  const errors = form.formState.errors;
  const session = useSession();
  async function submit(values: CustomizedAnswers) {
    const answers = { ...values, favouriteBookKeys: favourites.map((b) => b.bookKey) };
    // A member's answers are kept for MyActivitesCuration; the result does not wait on it failing.
    if (session) await saveAnswers(answers).catch(() => undefined);
    navigate(hrefFor('ParticipationCustomizedCurationResult', { basePath, search: resultSearch(answers) }));
  }
  return (
    <CurationPage
      route="ParticipationCustomizedCuration"
      title={m.process}
      note={session ? `${m.intro} ${m.keepNote}` : m.intro}
    >
      <form className="curation-form" noValidate onSubmit={(e) => void form.handleSubmit(submit as never)(e)}>
        <Field label={m.grade} required error={fieldError(errors.grade)}>
          {(control) => (
            <select {...control} {...form.register('grade')}>
              <option value="">{t.filters.grade}</option>
              {gradesOf(currentSiteLevel()).map((g) => (
                <option key={g} value={g}>
                  {t.filters.gradeN(g)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ChoiceGroup legend={m.interests} error={fieldError(errors.interests as { message?: string })}>
          <div className="curation-form__choices">
            {KDC_CLASSES.map((c) => (
              <Choice key={c} type="checkbox" value={c} label={kdcName(c)} {...form.register('interests')} />
            ))}
          </div>
        </ChoiceGroup>
        <fieldset className="curation-form__favourites">
          <legend>{m.favourites}</legend>
          <BookPicker
            label={t.manage.search}
            disabledKeys={favourites.map((b) => b.bookKey)}
            onPick={(b) => setFavourites((f) => (f.length >= 5 ? f : [...f, b]))}
          />
          {favourites.length ? (
            <ul className="curation-form__chips">
              {favourites.map((b) => (
                <li key={b.bookKey}>
                  <span lang="ko">{mainTitle(b.title)}</span>{' '}
                  <Button
                    variant="secondary"
                    className="curation-small"
                    onClick={() => setFavourites((f) => f.filter((x) => x.bookKey !== b.bookKey))}
                  >
                    <span className="visually-hidden">{markData(m.remove, mainTitle(b.title))}</span>
                    <span aria-hidden="true">×</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <ChoiceGroup legend={m.level} error={fieldError(errors.readingLevel)}>
          <div className="curation-form__choices">
            {READING_LEVELS.map((l) => (
              <Choice key={l} type="radio" value={l} label={m.levels[l]} {...form.register('readingLevel')} />
            ))}
          </div>
        </ChoiceGroup>
        <Button type="submit">{m.submit}</Button>
      </form>
    </CurationPage>
  );
}

/** ParticipationCustomizedCurationResult: the list the answers yield, each book with its reason. */
export function CustomizedResultPage() {
  const { basePath } = useSite();
  const session = useSession();
  const [params] = useSearchParams();
  const answers = answersOf(params);
  const list = useCustomizedList(answers, session?.token ?? null);
  const again = (
    <ButtonLink variant="secondary" to={hrefFor('ParticipationCustomizedProcess', { basePath })}>
      {answers ? m.again : m.start}
    </ButtonLink>
  );
  if (!answers)
    return (
      <CurationPage route="ParticipationCustomizedCuration" title={m.result} note={m.noAnswers}>
        <p>{again}</p>
      </CurationPage>
    );
  const interests = answers.interests.map(kdcName).join(', ');
  return (
    <CurationPage
      route="ParticipationCustomizedCuration"
      title={m.result}
      note={m.resultFor(Number(answers.grade), interests)}
    >
      <p>{again}</p>
      <ListState error={list.error} loading={list.isPending} />
      {list.data ? <CurationBooks books={list.data.list} schoolName={list.data.schoolName} /> : null}
    </CurationPage>
  );
}
