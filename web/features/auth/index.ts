export { AuthProvider, useAuth, SESSION_EXPIRED_MESSAGE, type AuthContextValue } from './auth-context';
export { configQueryOptions, meQueryOptions } from './api';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { ProfileForm } from './components/profile-form';
