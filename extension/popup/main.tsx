import '../zod-config.ts';
import '@mantine/core/styles.css';
import './popup.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { appOrigin } from './app-origin.ts';
import { createPopupI18n, loadBundle, popupLanguage } from './i18n.ts';
import { Popup } from './Popup.tsx';
import { browserTransport } from './browser-transport.ts';

const container = document.getElementById('root');
if (!container) throw new Error('popup/index.html has no #root element');

// The browser's UI language, when it is one of ours; English otherwise.
const language = popupLanguage(browser.i18n.getUILanguage());
const bundle = await loadBundle(language.code).catch(() => undefined);
const i18n = createPopupI18n(bundle ? language.code : 'en', bundle);
const direction = bundle ? language.direction : 'ltr';
document.documentElement.lang = bundle ? language.htmlLang : 'en';
document.documentElement.dir = direction;

createRoot(container).render(
  <StrictMode>
    <Popup
      transport={browserTransport()}
      origin={appOrigin()}
      i18n={i18n}
      direction={direction}
      version={browser.runtime.getManifest().version}
    />
  </StrictMode>,
);
