import { Input, type TextInputProps } from '@concierge/ui';

/**
 * A one-time code field (docs/sign-in-security.md#second-factors): required, offered the code the phone
 * just received (`autoComplete="one-time-code"`), and a digit keypad for an authenticator app's codes.
 * A texted code keeps the full keyboard (`digits={false}`), as the MFA step always had it.
 */
export function CodeInput({
  digits = true,
  ...props
}: Omit<TextInputProps, 'autoComplete' | 'inputMode' | 'required'> & { digits?: boolean }) {
  return (
    <Input
      {...props}
      {...(digits ? { inputMode: 'numeric' as const } : {})}
      autoComplete="one-time-code"
      required
    />
  );
}
