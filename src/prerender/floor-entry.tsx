/**
 * The floor page of `npm run bench`: the sign-in screen of /auth/login (Thai) with its markup, CSS and
 * fonts, rendered by React 19 alone — no router, intl, query, LIFF or font wait. It is what any
 * client-rendered React page showing this screen costs at least, so the bench holds /auth/login to it
 * (docs/performance.md §4). Built by rsbuild.floor.config.ts with the app's own config.
 *
 * The structure mirrors DefaultLayout (header_mode 2, background_mode 2), LoginScreen and Footer:
 * the same components where they need no router or intl, the same classes where they do.
 */
import '../shared/ui/theme/tokens.css';
import '../app/styles/fonts.css';
import '../app/styles/app.css';
import { Fragment, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import th from '@lang/th.json';
import { AuthCard, AuthLinks } from '@/features/auth/ui/AuthLayout';
import auth from '@/features/auth/ui/AuthLayout.module.css';
import shell from '@/app/layouts/Shell.module.css';
import header from '@/app/layouts/header/Header.module.css';
import footer from '@/app/layouts/footer/Footer.module.css';
import toggle from '@/shared/i18n/LanguageToggle.module.css';
import { paths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import buttonClasses from '@/shared/ui/light/button/Button.module.css';
import { NumberField } from '@/shared/ui/light/form/NumberField';

/** The consent line's rich text (`<terms>…</terms>`, `<privacy>…</privacy>`) with its tags as links. */
function consentLine(message: string): ReactNode[] {
  const links: Record<string, string> = { terms: paths.authTerms, privacy: paths.authPrivacy };
  return message.split(/<(\w+)>(.*?)<\/\1>/).map((part, i, parts) => {
    // split() with two groups yields [text, tag, inner, text, tag, inner, …]: skip the tag names.
    if (i % 3 === 1) return null;
    const tag = parts[i - 1];
    if (i % 3 === 2 && tag) return <a key={i} href={links[tag]}>{part}</a>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

function FloorHeader() {
  return (
    <header className={header.bar}>
      <span className={header.spacer} aria-hidden="true" />
      <h1 className={header.title}>{th['route.login.title']}</h1>
      <div role="group" aria-label={th['lang.toggle.label']} className={toggle.root} data-tone="light">
        <button type="button" lang="th" className={toggle.option} aria-pressed="true" aria-label={th['lang.name.th']}>
          TH
        </button>
        <button type="button" lang="en" className={toggle.option} aria-pressed="false" aria-label={th['lang.name.en']}>
          EN
        </button>
      </div>
    </header>
  );
}

function FloorFooter() {
  return (
    <footer className={footer.footer} data-with-nav="false">
      <nav className={footer.links} aria-label={th['footer.label']}>
        <a href={paths.terms}>{th['route.terms.title']}</a>
        <a href={paths.privacy}>{th['route.privacy.title']}</a>
        <a href={paths.version}>{th['route.version.title']}</a>
      </nav>
      <p className={footer.copy}>{th['footer.copyright'].replace('{year}', String(new Date().getFullYear()))}</p>
    </footer>
  );
}

function FloorLogin() {
  const [value, setValue] = useState('');
  return (
    <div className={shell.shell} data-bg={2} data-header={2}>
      <FloorHeader />
      <main id="main" className={shell.main}>
        <AuthCard heading={th['auth.login.heading']} intro={th['auth.login.intro']}>
          <form className={auth.form} onSubmit={(e) => e.preventDefault()} noValidate>
            <NumberField
              name="id_number"
              kind="id"
              label={th['auth.login.idLabel']}
              placeholder={th['auth.login.idPlaceholder']}
              description={th['auth.login.idHint']}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={17}
            />
            <Button type="submit" fullWidth>
              {th['auth.login.submit']}
            </Button>
          </form>
          <p className={auth.fineprint}>{consentLine(th['auth.login.consent'])}</p>
          <div className={auth.divider}>{th['auth.login.or']}</div>
          <a className={buttonClasses.button} data-variant="outline" data-full="true" href={paths.verifyGuest}>
            {th['auth.guest.browse']}
          </a>
        </AuthCard>
        <AuthLinks>
          <a href={paths.loginNtMobile}>{th['route.loginNtMobile.title']}</a>
          <a href={paths.loginMyEservice}>{th['route.loginMyEservice.title']}</a>
          <a href={paths.howToMember}>{th['route.howToMember.title']}</a>
        </AuthLinks>
      </main>
      <FloorFooter />
    </div>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<FloorLogin />);
