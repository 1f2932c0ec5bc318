import { REFRESH_LOCK_NAME } from '../../shared/api/auth.ts';

/**
 * The language sites' browser script, built into the server and served at a content-hashed URL, so the page
 * needs no inline script and its Content-Security-Policy can say `script-src 'self'`. It reads its settings from
 * the page's `<script type="application/json" id="site-config">` block (see page.ts).
 *
 * It signs in or up through `POST /api/user/sign-in` / `sign-up`, checks the fields first so that messages are
 * in the page's language (the browser's own validation messages would be in the browser's), keeps the tokens as
 * the editor expects them (cookies `access_token`, `refresh_token`: 30 days, path /, SameSite=Lax; localStorage
 * `user_info`) and goes to the editor. When only the refresh token is still good it refreshes the session and
 * offers the editor link.
 */
export const SITE_SCRIPT = `'use strict';
(() => {
  const config = JSON.parse(document.getElementById('site-config').textContent);
  const t = config.strings;
  const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;

  const writeCookie = (name, value, maxAge) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      name + '=' + encodeURIComponent(value) + '; Max-Age=' + maxAge + '; Path=/; SameSite=Lax' + secure;
  };
  const readCookie = (name) => {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
    }
    return undefined;
  };
  const keep = (data) => {
    writeCookie('access_token', data.access_token, config.cookieMaxAge);
    writeCookie('refresh_token', data.refresh_token, config.cookieMaxAge);
    localStorage.setItem('user_info', JSON.stringify(data.user));
  };
  const forget = () => {
    writeCookie('access_token', '', 0);
    writeCookie('refresh_token', '', 0);
    localStorage.removeItem('user_info');
  };

  // Network failure and an answer that is not the API's JSON are told apart: different advice to the user.
  const post = async (path, body) => {
    let response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      return { code: 0, network: true };
    }
    try {
      return await response.json();
    } catch {
      return { code: response.status, message: '' };
    }
  };

  const field = (form, name) => form.elements.namedItem(name);
  // text: the message shown (the page's own strings, or the server's words where only it knows them).
  const fail = (form, text, name) => {
    form.querySelector('.error').textContent = text;
    for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
    const input = name === undefined ? null : field(form, name);
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  };

  // Checked before sending so that the message is in the page's language.
  const check = (mode, values) => {
    if (mode === 'sign-up' && values.name === '') return ['errorNameRequired', 'name'];
    if (!EMAIL.test(values.email)) return ['errorInvalidEmail', 'email'];
    if (values.password === '') return ['errorPasswordRequired', 'password'];
    if (mode === 'sign-up' && values.password.length < config.minPassword) return ['errorPasswordShort', 'password'];
    return undefined;
  };

  // What a refused call means: the API's message names the bad field first ("email: ..."). Too many attempts
  // (429) is told in the server's words: only it knows how long the pause lasts and until when.
  const refusal = (mode, answer) => {
    const message = typeof answer.message === 'string' ? answer.message : '';
    if (answer.code === 429 && message !== '') return [message, undefined];
    const [key, name] = refusalKey(mode, answer, message);
    return [t[key], name];
  };
  const refusalKey = (mode, answer, message) => {
    if (answer.network) return ['errorNetwork', undefined];
    if (answer.code === 409) return ['errorEmailTaken', 'email'];
    if (message.startsWith('email:')) return ['errorInvalidEmail', 'email'];
    if (message.startsWith('name:')) return ['errorNameRequired', 'name'];
    if (message.startsWith('password:'))
      return [mode === 'sign-up' ? 'errorPasswordShort' : 'errorPasswordRequired', 'password'];
    if (mode === 'sign-in' && answer.code === 400) return ['errorWrongPassword', 'password'];
    return ['errorUnexpected', undefined];
  };

  const submit = async (mode, form) => {
    const values = { email: field(form, 'email').value.trim(), password: field(form, 'password').value };
    if (mode === 'sign-up') values.name = field(form, 'name').value.trim();
    const problem = check(mode, values);
    if (problem) return fail(form, t[problem[0]], problem[1]);
    const button = form.querySelector('button[type=submit]');
    const label = button.textContent;
    button.disabled = true;
    button.textContent = t.working;
    form.setAttribute('aria-busy', 'true');
    const answer = await post('/api/user/' + mode, values);
    if (answer.code === 200) {
      keep(answer.data);
      location.assign(config.editorUrl);
      return;
    }
    button.disabled = false;
    button.textContent = label;
    form.removeAttribute('aria-busy');
    const [text, name] = refusal(mode, answer);
    fail(form, text, name);
  };

  for (const mode of ['sign-in', 'sign-up']) {
    const form = document.getElementById(mode + '-form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(mode, form);
    });
  }

  const show = (id) => {
    for (const section of ['sign-in', 'sign-up']) document.getElementById(section).hidden = section !== id;
    document.querySelector('#' + id + ' input').focus();
  };
  for (const button of document.querySelectorAll('[data-show]')) {
    button.addEventListener('click', () => show(button.dataset.show));
  }
  if (location.hash === '#sign-up') show('sign-up');

  // Signed in earlier but the access token has lapsed: refresh it (rotation) and offer the editor. Tabs refresh
  // one at a time under a Web Lock (the editor takes the same one): a tab that waited reads the cookies again,
  // and when another tab has rotated the token meanwhile it shows that tab's sign-in instead of sending the old
  // token a second time. A refusal with our token unchanged means the session is over; only then are the stale
  // tokens dropped.
  const panel = document.getElementById('signed-in');
  const showSignedIn = (name) => {
    document.getElementById('signed-in-as').textContent = t.signedInAs.replace('{name}', () => name);
    panel.hidden = false;
  };
  const keptUser = () => {
    try {
      return JSON.parse(localStorage.getItem('user_info') || 'null');
    } catch {
      return null;
    }
  };
  const underLock = (task) =>
    navigator.locks ? navigator.locks.request(${JSON.stringify(REFRESH_LOCK_NAME)}, task) : task();
  const refreshToken = readCookie('refresh_token');
  if (panel.hidden && refreshToken) {
    void underLock(async () => {
      const current = readCookie('refresh_token');
      if (current !== refreshToken) {
        const user = keptUser();
        if (current && user && typeof user.name === 'string') showSignedIn(user.name);
        return;
      }
      const answer = await post('/api/user/refresh-token', { refresh_token: refreshToken });
      if (answer.code === 200) {
        keep(answer.data);
        showSignedIn(answer.data.user.name);
      } else if (answer.code === 400 && readCookie('refresh_token') === refreshToken) {
        forget();
      }
    });
  }
})();
`;
