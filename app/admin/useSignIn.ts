/**
 * Signing in with account, password and, for two-step accounts, the authenticator code: the
 * login screen and the "sign in again" dialog share it. The code field appears once the password
 * was right; a refused code says so in words and is selected for typing again.
 */
import type { FormInstance, InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from './api';
import { storeToken } from './session';

export interface SignInValues {
  loginAccount: string;
  password: string;
  otp?: string;
}

export function useSignIn(form: FormInstance<SignInValues>, onSignedIn: () => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [needsOtp, setNeedsOtp] = useState(false);
  const [busy, setBusy] = useState(false);
  const otpInput = useRef<InputRef>(null);

  async function submit(values: SignInValues) {
    setBusy(true);
    setError(null);
    const sentCode = needsOtp && Boolean(values.otp?.trim());
    try {
      storeToken(await api.post<string>('/admin/login', values, { quiet: true }));
      onSignedIn();
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setError(String(caught));
      } else if ((caught.result as { otpRequired?: boolean } | null)?.otpRequired) {
        // The password was right. The first time this only asks for the code (the field and its
        // hint appear, focused); after a code it says that the code was refused, rather than
        // the server's "incorrect account or password", and selects it for typing again.
        setNeedsOtp(true);
        if (sentCode) {
          setError(t('login.wrongCode'));
          otpInput.current?.focus({ cursor: 'all' });
        }
      } else if (caught.fieldErrors.length) {
        form.setFields(caught.fieldErrors.map((f) => ({ name: f.field as keyof SignInValues, errors: [f.message] })));
      } else {
        setError(caught.message);
      }
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setError(null);
    setNeedsOtp(false);
    form.resetFields();
  }

  return { submit, reset, error, needsOtp, busy, otpInput };
}
