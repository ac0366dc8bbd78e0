import { gradesOf } from '@reading/contract/codes/school-levels';
import {
  GOAL_UNITS,
  MARATHON_COVERS,
  MARATHON_TYPES,
  PRIVACY_BOUNDS,
  SUBJECTS,
} from '@reading/contract/marathon/codes';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { currentSiteLevel, useSite } from '../../../lib/site.ts';
import { uploadCommunityFile } from '../../../lib/upload.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { marathonKeys, updateMarathon, useMarathonDetail } from '../api/marathon.ts';
import {
  checkStep,
  fromDetail,
  type MarathonForm,
  recheckStep,
  resetMarathonForm,
  STEP_SCHEMAS,
  toRequest,
  useMarathonForm,
} from '../marathon-form.ts';
import { coverName, privacyName, typeLead, typeName } from './code-names.ts';
import { Cover, LoginFirst, StepActions, StepIndicator, step3Route } from './step-parts.tsx';
import { Step3Fields } from './step3-fields.tsx';

type Mode = 'create' | 'edit';

function StepPage({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  const session = useSession();
  return (
    <CommunityPage title={title} width="narrow">
      <StepIndicator step={step} />
      {session ? children : <LoginFirst />}
    </CommunityPage>
  );
}

/** CreateMarathonStep1: the kind, which decides step 3. */
export function Step1Page() {
  return (
    <StepPage title={ROUTE_TITLES.CreateMarathonStep1} step={1}>
      <Step1Form />
    </StepPage>
  );
}

function Step1Form() {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const form = useMarathonForm('create');
  const { errors } = form.formState;
  return (
    <form
      className="community-form marathon-form"
      noValidate
      onChange={() => recheckStep(form, STEP_SCHEMAS.step1)}
      onSubmit={(e) => {
        e.preventDefault();
        if (checkStep(form, STEP_SCHEMAS.step1)) navigate(hrefFor('CreateMarathonStep2', { basePath }));
      }}
    >
      <ChoiceGroup legend={t.step1.legend} variant="cards" error={fieldError(errors.readingMarathonTypeCode)}>
        {MARATHON_TYPES.map((type) => (
          <Choice
            key={type.code}
            type="radio"
            value={type.code}
            label={typeName(type.code)}
            description={typeLead(type.code)}
            {...form.register('readingMarathonTypeCode')}
          />
        ))}
      </ChoiceGroup>
      <StepActions>
        <Button type="submit">{t.next}</Button>
        <ButtonLink variant="secondary" to={hrefFor('contestMarathon', { basePath })}>
          {t.cancel}
        </ButtonLink>
      </StepActions>
    </form>
  );
}

/** Runs the edit steps on a loaded marathon: the form starts from it, once per marathon. */
function WithEditForm({ children }: { children: (form: MarathonForm, key: number) => ReactNode }) {
  const [search] = useSearchParams();
  const key = keyParam(search, 'readingMarathonKey');
  const detail = useMarathonDetail(key);
  if (key === null || detail.isError) return <p className="board-state">{t.notFound}</p>;
  if (detail.isPending) return <BoardLoading />;
  return <EditForm detail={detail.data} render={children} />;
}

function EditForm({
  detail,
  render,
}: {
  detail: Parameters<typeof fromDetail>[0];
  render: (form: MarathonForm, key: number) => ReactNode;
}) {
  const form = useMarathonForm(`edit:${detail.readingMarathonKey}`, () => fromDetail(detail));
  return <>{render(form, detail.readingMarathonKey)}</>;
}

/** The create form, or back to step 1 when the kind is not chosen yet (a reload, a direct link). */
function WithCreateForm({ children }: { children: (form: MarathonForm) => ReactNode }) {
  const { basePath } = useSite();
  const form = useMarathonForm('create');
  if (!form.getValues('readingMarathonTypeCode'))
    return <Navigate replace to={hrefFor('CreateMarathonStep1', { basePath })} />;
  return <>{children(form)}</>;
}

/** CreateMarathonStep2 and editMarathonStep2: name, summary, cover, grade, period, keyword, privacy. */
export function Step2Page({ mode }: { mode: Mode }) {
  const title = mode === 'create' ? ROUTE_TITLES.CreateMarathonStep2 : ROUTE_TITLES.editMarathonStep2;
  return (
    <StepPage title={title} step={2}>
      {mode === 'create' ? (
        <WithCreateForm>{(form) => <Step2Form form={form} mode={mode} />}</WithCreateForm>
      ) : (
        <WithEditForm>{(form, key) => <Step2Form form={form} mode={mode} marathonKey={key} />}</WithEditForm>
      )}
    </StepPage>
  );
}

function Step2Form({ form, mode, marathonKey }: { form: MarathonForm; mode: Mode; marathonKey?: number }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const { errors } = form.formState;
  const [imgType, imgKey, img, name] = form.watch(['imgType', 'imgKey', 'img', 'name']);
  const [uploading, setUploading] = useState(false);
  const search = marathonKey ? { readingMarathonKey: String(marathonKey) } : undefined;
  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const res = await uploadCommunityFile(file);
      if (!res.data.imageUrl) throw new Error(t.step2.coverFile);
      form.setValue('img', res.data.imageUrl);
      form.setValue('imgKey', String(res.data.fileKey));
      form.clearErrors('img');
    } catch (error) {
      form.setError('img', { message: isApiError(error) ? error.message : String(error) });
    } finally {
      setUploading(false);
    }
  }
  return (
    <form
      className="community-form marathon-form"
      noValidate
      onChange={() => recheckStep(form, STEP_SCHEMAS.step2)}
      onSubmit={(e) => {
        e.preventDefault();
        if (checkStep(form, STEP_SCHEMAS.step2))
          navigate(
            hrefFor(step3Route(mode, form.getValues('readingMarathonTypeCode')), { basePath, search }),
          );
      }}
    >
      <Field label={t.step2.name} required error={fieldError(errors.name)}>
        {(c) => <input {...c} maxLength={50} {...form.register('name')} />}
      </Field>
      <Field label={t.step2.summary} required error={fieldError(errors.summary)}>
        {(c) => <textarea {...c} rows={4} maxLength={500} {...form.register('summary')} />}
      </Field>
      <ChoiceGroup
        legend={t.step2.cover}
        error={fieldError(errors.img ?? errors.imgKey)}
        className="marathon-covers"
      >
        {MARATHON_COVERS.map((cover) => (
          <Choice
            key={cover.key}
            type="radio"
            name="cover"
            value={cover.key}
            checked={imgType === '01' && imgKey === cover.key}
            onChange={() => {
              form.setValue('imgType', '01');
              form.setValue('imgKey', cover.key);
            }}
            label={coverName(cover.key)}
            description={<Cover imgType="01" imgKey={cover.key} img="" name={name} />}
          />
        ))}
        <Choice
          type="radio"
          name="cover"
          value="upload"
          checked={imgType === '02'}
          onChange={() => form.setValue('imgType', '02')}
          label={t.step2.coverUpload}
        />
      </ChoiceGroup>
      {imgType === '02' ? (
        <Field label={t.step2.coverFile} hint={img ? t.step2.coverUploaded : undefined}>
          {(c) => (
            <input
              {...c}
              type="file"
              accept="image/png,image/jpeg,image/gif"
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          )}
        </Field>
      ) : null}
      <Field label={t.step2.targetGrade} required error={fieldError(errors.targetGrade)}>
        {(c) => (
          <select {...c} {...form.register('targetGrade')}>
            {[0, ...gradesOf(currentSiteLevel())].map((g) => (
              <option key={g} value={String(g)}>
                {t.targetGrade(g)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="marathon-form__period">
        <Field label={t.step2.startDate} required error={fieldError(errors.startDate)}>
          {(c) => <input {...c} type="date" {...form.register('startDate')} />}
        </Field>
        <Field label={t.step2.endDate} required error={fieldError(errors.endDate)}>
          {(c) => <input {...c} type="date" {...form.register('endDate')} />}
        </Field>
      </div>
      <Field label={t.step2.keyword} hint={t.step2.keywordHint} error={fieldError(errors.keyword)}>
        {(c) => <input {...c} maxLength={50} {...form.register('keyword')} />}
      </Field>
      <ChoiceGroup legend={t.step2.privacy} error={fieldError(errors.privacyBoundCode)}>
        {PRIVACY_BOUNDS.map((p) => (
          <Choice
            key={p.code}
            type="radio"
            value={p.code}
            label={privacyName(p.code)}
            {...form.register('privacyBoundCode')}
          />
        ))}
      </ChoiceGroup>
      <StepActions>
        <Button type="submit">{t.next}</Button>
        <ButtonLink
          variant="secondary"
          to={
            mode === 'create'
              ? hrefFor('CreateMarathonStep1', { basePath })
              : hrefFor('contestMarathonDetail', { basePath, search })
          }
        >
          {mode === 'create' ? t.previous : t.cancel}
        </ButtonLink>
      </StepActions>
    </form>
  );
}

/** The Step3 routes (specific, target, subject), creating or editing. */
export function Step3Page({ mode, typeCode }: { mode: Mode; typeCode: '01' | '02' | '03' }) {
  const name = step3Route(mode, typeCode) as keyof typeof ROUTE_TITLES;
  return (
    <StepPage title={ROUTE_TITLES[name]} step={3}>
      {mode === 'create' ? (
        <WithCreateForm>{(form) => <Step3Form form={form} mode={mode} typeCode={typeCode} />}</WithCreateForm>
      ) : (
        <WithEditForm>
          {(form, key) => <Step3Form form={form} mode={mode} typeCode={typeCode} marathonKey={key} />}
        </WithEditForm>
      )}
    </StepPage>
  );
}

function Step3Form({
  form,
  mode,
  typeCode,
  marathonKey,
}: {
  form: MarathonForm;
  mode: Mode;
  typeCode: string;
  marathonKey?: number;
}) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const search = marathonKey ? { readingMarathonKey: String(marathonKey) } : undefined;
  // A kind chosen in step 1 opens its own step 3: another kind's address goes to the right one.
  if (form.getValues('readingMarathonTypeCode') !== typeCode)
    return (
      <Navigate
        replace
        to={hrefFor(step3Route(mode, form.getValues('readingMarathonTypeCode')), { basePath, search })}
      />
    );
  async function saveEdit() {
    setBusy(true);
    try {
      const res = await updateMarathon({ ...toRequest(form.getValues()), readingMarathonKey: marathonKey! });
      await queryClient.invalidateQueries({ queryKey: marathonKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('contestMarathonDetail', { basePath, search }));
      resetMarathonForm();
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    } finally {
      setBusy(false);
    }
  }
  const previous: RouteName = mode === 'create' ? 'CreateMarathonStep2' : 'editMarathonStep2';
  return (
    <form
      className="community-form marathon-form"
      noValidate
      aria-busy={busy}
      onChange={() => recheckStep(form, STEP_SCHEMAS.step3(typeCode))}
      onSubmit={(e) => {
        e.preventDefault();
        if (!checkStep(form, STEP_SCHEMAS.step3(typeCode))) return;
        if (mode === 'create') navigate(hrefFor('CreateMarathonStep4', { basePath }));
        else void saveEdit();
      }}
    >
      <Step3Fields form={form} typeCode={typeCode} units={GOAL_UNITS} subjects={SUBJECTS} />
      <StepActions>
        <Button type="submit" disabled={busy}>
          {mode === 'create' ? t.next : t.step4.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor(previous, { basePath, search })}>
          {t.previous}
        </ButtonLink>
      </StepActions>
    </form>
  );
}
