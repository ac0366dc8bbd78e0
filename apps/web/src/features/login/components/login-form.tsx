import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { loginMessages } from '../../../messages/login.ts';
import { login } from '../api/login.ts';
import { completeLogin } from '../complete-login.ts';
import { loginFailureMessage } from '../login-failure.ts';
import { ssoLogout } from '../logout.ts';
import './login-form.css';

type Variant = 'student' | 'admin';

/**
 * Id/password login (spec 000 §5, §8): id and password trimmed; failures answer with the catalogue's
 * messages: signup needed opens the join page, a suspended member or a '500error' logs out of the SSO.
 */
export function LoginForm({ variant }: { variant: Variant }) {
  const navigate = useNavigate();
  const { basePath } = useSite();
  const idInput = useId();
  const passwordInput = useId();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [sharedPc, setSharedPc] = useState(false);
  const sharedPcHint = useId();
  const [errors, setErrors] = useState<{ id?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      id: id.trim() ? undefined : ko.auth.idRequired,
      password: password.trim() ? undefined : ko.auth.passwordRequired,
    };
    setErrors(next);
    if (next.id || next.password) return;
    setBusy(true);
    try {
      const res = await login({ id, password });
      navigate(completeLogin(res.data, { sharedPc }), { replace: true });
    } catch (error) {
      await handleFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function handleFailure(error: unknown) {
    if (!isApiError(error)) {
      await alertDialog(ko.auth.serviceLoginFailed);
      return;
    }
    const data = (error.body as { data?: unknown } | null)?.data;
    if (data === '500error' || error.status >= 500) {
      await alertDialog(ko.auth.serviceLoginFailed);
      ssoLogout();
      return;
    }
    const message = loginFailureMessage(error);
    await alertDialog(message);
    if (message === ko.auth.signupNeeded) navigate(hrefFor('Signup', { basePath }));
    else if (message === ko.auth.suspended) ssoLogout();
  }

  const isAdmin = variant === 'admin';
  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title" className="login-card__title">
        {isAdmin ? ko.auth.adminLoginTitle : ko.auth.studentLoginTitle}
      </h1>
      <p className="login-card__lead">{isAdmin ? ko.auth.adminLoginLead : ko.auth.loginLead}</p>
      <form className="login-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="login-form__field">
          <label htmlFor={idInput}>{ko.auth.idLabel}</label>
          <input
            id={idInput}
            name="id"
            autoComplete="username"
            value={id}
            onChange={(e) => setId(e.target.value)}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={errors.id ? `${idInput}-error` : undefined}
          />
          {errors.id ? (
            <p id={`${idInput}-error`} className="login-form__error">
              {errors.id}
            </p>
          ) : null}
        </div>
        <div className="login-form__field">
          <label htmlFor={passwordInput}>{ko.auth.passwordLabel}</label>
          <input
            id={passwordInput}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordInput}-error` : undefined}
          />
          {errors.password ? (
            <p id={`${passwordInput}-error`} className="login-form__error">
              {errors.password}
            </p>
          ) : null}
        </div>
        <div className="login-form__shared-pc">
          <input
            id={`${sharedPcHint}-box`}
            type="checkbox"
            name="sharedPc"
            checked={sharedPc}
            onChange={(e) => setSharedPc(e.target.checked)}
            aria-describedby={sharedPcHint}
          />
          <label htmlFor={`${sharedPcHint}-box`}>{loginMessages.sharedPcLabel}</label>
          <p id={sharedPcHint} className="login-form__hint">
            {loginMessages.sharedPcHint}
          </p>
        </div>
        <button type="submit" className="login-form__submit" disabled={busy}>
          {busy ? ko.auth.loggingIn : ko.auth.loginButton}
        </button>
      </form>
      <div className="login-card__divider" aria-hidden="true">
        <span>{ko.auth.or}</span>
      </div>
      {/* A full-page navigation: the OIDC authorization request leaves the web app for the SSO; the
          '공용 PC' choice goes with it and comes back through authcheck (decision 201). */}
      <a
        className="login-card__sso"
        href={`/schome/auth/member/sso/start?site=${encodeURIComponent(basePath)}${sharedPc ? '&sharedPc=Y' : ''}`}
      >
        {ko.auth.ssoLogin}
      </a>
      <ul className="login-card__links">
        <li>
          <Link to={hrefFor(isAdmin ? 'StudentLogin' : 'AdminLogin', { basePath })}>
            {isAdmin ? ko.auth.toStudentLogin : ko.auth.toAdminLogin}
          </Link>
        </li>
        <li>
          <Link to={hrefFor('Signup', { basePath })}>{ko.auth.toSignup}</Link>
        </li>
      </ul>
    </section>
  );
}
