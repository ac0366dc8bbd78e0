import {
  MEMBER_INFO_MESSAGES,
  type MemberInfo,
  memberInfoFormFields,
} from '@reading/contract/mypage/member-info';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { serverMessage } from '../../../lib/locale.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { myPageInfoMessages } from '../../../messages/my-page-info.ts';
import { memberInfoKey, updateMemberInfo, useMemberInfo } from '../api/member-info.ts';
import { MyPageFrame } from './my-page-frame.tsx';
import './my-page-info.css';

const t = myPageInfoMessages.info;
const infoForm = z.object(memberInfoFormFields);

/** Where the password is changed: the SSO's own page (decisions 095, 088), which links back to `returnPath`. */
export const ssoPasswordUrl = (returnPath: string) =>
  `/keris-sso/v1/password?${new URLSearchParams({ returnURL: returnPath })}`;

function InfoForm({ info }: { info: MemberInfo }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const form = useSchemaForm(infoForm, {
    defaultValues: { name: info.name, memGrade: info.memGrade ?? null, memClass: info.memClass ?? null },
  });
  const errors = form.formState.errors;
  const student = info.gradeClassYn === 'Y';

  async function save(values: z.output<typeof infoForm>) {
    const banned = await bannedWordsMessage(values.name);
    if (banned) return alertDialog(banned);
    try {
      const { data, message } = await updateMemberInfo(values);
      queryClient.setQueryData([...memberInfoKey, info.memberKey], data);
      // The header and member card read the session: carry the new details there too.
      const current = getSession();
      if (current)
        setSession({ ...current, name: data.name, memGrade: data.memGrade, memClass: data.memClass });
      form.reset({ name: data.name, memGrade: data.memGrade, memClass: data.memClass });
      await alertDialog(message);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const [field] = error.message.split(':');
      const target = field === 'memGrade' || field === 'memClass' ? field : 'name';
      form.setError(target, { message: plainMessage(error.message) });
    }
  }

  return (
    <form
      className="my-page__card info-update"
      aria-label={t.formLabel}
      noValidate
      onSubmit={(e) => void form.handleSubmit(save)(e)}
    >
      <dl className="info-update__fixed">
        <div>
          <dt>{t.id}</dt>
          <dd>{info.id}</dd>
        </div>
        <div>
          <dt>{t.school}</dt>
          <dd>{info.schName ? <span lang="ko">{info.schName}</span> : t.noSchool}</dd>
        </div>
      </dl>
      <Field label={t.name} required error={fieldError(errors.name)}>
        {(control) => <input {...control} autoComplete="name" maxLength={30} {...form.register('name')} />}
      </Field>
      {student ? (
        <div className="info-update__pair">
          <Field label={t.grade} required error={fieldError(errors.memGrade)}>
            {(control) => (
              <select {...control} {...form.register('memGrade')}>
                <option value="">{t.choose}</option>
                {Array.from({ length: info.gradeMax }, (_, i) => i + 1).map((g) => (
                  <option key={g} value={g}>
                    {t.gradeOption(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.classNo} required hint={t.classHint} error={fieldError(errors.memClass)}>
            {(control) => (
              <input {...control} inputMode="numeric" maxLength={2} {...form.register('memClass')} />
            )}
          </Field>
        </div>
      ) : null}
      <div className="info-update__password">
        <p className="info-update__label">{t.password}</p>
        <p>{serverMessage(MEMBER_INFO_MESSAGES.passwordAtSso)}</p>
        <ButtonLink variant="secondary" to={ssoPasswordUrl(pathname)} reloadDocument>
          {t.passwordLink}
        </ButtonLink>
      </div>
      <div className="my-page__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** InfoUpdate (spec 001 §2.2; decision 095): the member's name and, for a student, grade and class. */
export function InfoUpdate({ memberKey }: { memberKey: number }) {
  const info = useMemberInfo(memberKey);
  return (
    <MyPageFrame current="InfoUpdate" titleId="info-update-title" title={t.title}>
      <p className="my-page__lead">{t.lead}</p>
      {info.isPending ? (
        <StatusMessage variant="section" title={myPageMessages.loading} />
      ) : info.isError ? (
        <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />
      ) : (
        <InfoForm info={info.data} />
      )}
    </MyPageFrame>
  );
}
