import { LoginForm } from '../../features/login/components/login-form.tsx';

/** StudentLogin (spec 000 §2): the login the header's login link leads to. */
export function StudentLoginRoute() {
  return (
    <div className="container login-page">
      <LoginForm variant="student" />
    </div>
  );
}

/** AdminLogin (spec 001 §2.2): the same login for teachers and school managers. */
export function AdminLoginRoute() {
  return (
    <div className="container login-page">
      <LoginForm variant="admin" />
    </div>
  );
}
