// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button/button.js';
import { FileUpload } from '../file-upload/file-upload.js';
import { Input } from '../input/input.js';
import { kitTexts as ar } from '../locales/ar.js';
import { kitTexts as fr } from '../locales/fr.js';
import { Tabs } from '../tabs/tabs.js';
import { KitLocaleProvider } from './kit-locale-provider.js';
import { useKitLocale } from './kit-locale.js';

const upload = () => Promise.resolve();

afterEach(cleanup);

function ShowLocale() {
  const { locale, dir, texts } = useKitLocale();
  return <p>{`${locale} ${dir} ${texts.common.close} ${texts.confirmDialog.cancel}`}</p>;
}

describe('KitLocaleProvider', () => {
  it('changes nothing without a provider: English texts and the spec’s formats', () => {
    render(
      <>
        <Button loading>Save</Button>
        <Input label="Email" name="email" />
        <FileUpload label="Attachment" upload={upload} />
        <ShowLocale />
      </>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.getByLabelText('Email (optional)')).toBeTruthy();
    expect(screen.getByText('Maximum file size: 25 MB')).toBeTruthy();
    expect(screen.getByText('en ltr Close Cancel')).toBeTruthy();
  });

  it('gives the components the locale’s texts and formats', () => {
    render(
      <KitLocaleProvider locale="fr" texts={fr}>
        <Button loading>Enregistrer</Button>
        <Input label="E-mail" name="email" />
        <FileUpload label="Pièce jointe" upload={upload} />
        <ShowLocale />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('Chargement')).toBeTruthy();
    expect(screen.getByLabelText('E-mail (facultatif)')).toBeTruthy();
    expect(screen.getByText(/^Taille maximale du fichier : 25\sMo$/)).toBeTruthy();
    expect(screen.getByText('fr ltr Fermer Annuler')).toBeTruthy();
  });

  it('lets a prop win over the provider, and merges a partial override over English', () => {
    render(
      <KitLocaleProvider locale="en-GB" texts={{ common: { loading: 'Working' } }}>
        <Button loading>Save</Button>
        <Button loading loadingLabel="Saving">
          Save
        </Button>
        <ShowLocale />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('Working')).toBeTruthy();
    expect(screen.getByText('Saving')).toBeTruthy();
    expect(screen.getByText('en-GB ltr Close Cancel')).toBeTruthy();
  });

  it('derives right to left from Arabic and hands it to Tabs (arrow keys follow it)', () => {
    const { container } = render(
      <KitLocaleProvider locale="ar" texts={ar}>
        <Tabs
          label="الأقسام"
          tabs={[
            { title: 'الأول', content: 'أ' },
            { title: 'الثاني', content: 'ب' },
          ]}
        />
        <ShowLocale />
      </KitLocaleProvider>,
    );
    expect(container.querySelector('.cui-tabs')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('ar rtl إغلاق إلغاء')).toBeTruthy();
  });

  it('takes an explicit direction over the locale’s', () => {
    render(
      <KitLocaleProvider locale="en" dir="rtl">
        <ShowLocale />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('en rtl Close Cancel')).toBeTruthy();
  });
});
