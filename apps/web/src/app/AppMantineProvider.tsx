import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, makeTheme } from './theme.ts';

/**
 * Mantine with the app's theme in the current display language (its close buttons are named in
 * it), rebuilt when the language changes. Must sit inside `I18nextProvider`.
 */
export function AppMantineProvider({
  env,
  children,
}: {
  env?: MantineProviderProps['env'];
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('web');
  const theme = useMemo(
    () => makeTheme({ closeLabel: t('common.close') }),
    // `t` changes identity with the language; the language is the real dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}
