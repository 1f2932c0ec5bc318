/** "New project": the three formats as big buttons, then the templates of the library (when reachable). */
import type { LibraryTemplate } from '../../../shared/api/library.ts';
import { LAYOUTS, type Layout } from '../../../shared/constants.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from './bidi.ts';
import { FormatIcon } from './FormatIcon.tsx';
import type { TemplateList } from './use-templates.ts';

/** The ratio printed under each format (the same in every language). */
const RATIOS: Readonly<Record<Layout, string>> = { landscape: '16:9', portrait: '9:16', square: '1:1' };

export function NewProjectPanel(props: {
  templates: TemplateList;
  busy: boolean;
  onBlank(layout: Layout): void;
  onTemplate(template: LibraryTemplate): void;
}) {
  const t = useT('projects');
  return (
    <section className="cw-panel cw-new-project" aria-labelledby="cw-new-project-title">
      <h2 id="cw-new-project-title">{t('newProject')}</h2>
      <div role="group" aria-label={t('chooseFormat')} className="cw-format-choices">
        {LAYOUTS.map((layout) => (
          <button
            key={layout}
            type="button"
            className="cw-format-choice"
            disabled={props.busy}
            onClick={() => props.onBlank(layout)}
            data-layout={layout}
          >
            <FormatIcon layout={layout} />
            <span>{t(layout)}</span>
            <span className="cw-muted">{RATIOS[layout]}</span>
          </button>
        ))}
      </div>
      <h3>{t('fromTemplate')}</h3>
      <Templates {...props} />
    </section>
  );
}

function Templates(props: {
  templates: TemplateList;
  busy: boolean;
  onTemplate(template: LibraryTemplate): void;
}) {
  const t = useT('projects');
  const tc = useT('common');
  const { lang } = useLanguage();
  const list = props.templates;
  switch (list.kind) {
    case 'loading':
      return <p role="status">{t('templatesLoading')}</p>;
    case 'unavailable':
      return <p className="cw-note">{t('templatesUnavailable')}</p>;
    case 'signedOut':
      return (
        <p className="cw-note">
          {t('templatesSignIn')} <a href={`/${lang}/`}>{tc('signIn')}</a>
        </p>
      );
    case 'failed':
      return (
        <p className="cw-note" role="status">
          {t('templatesFailed', { error: isolate(list.error, lang) })}
        </p>
      );
    case 'ready':
      return (
        <>
          {list.templates.length === 0 && <p className="cw-note">{t('templatesNone')}</p>}
          <ul className="cw-template-list" aria-label={t('fromTemplate')}>
            {list.templates.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="cw-template"
                  disabled={props.busy}
                  onClick={() => props.onTemplate(template)}
                >
                  <img src={template.cover.url} alt="" loading="lazy" />
                  <span className="cw-template-title">{template.title}</span>
                  <span className="cw-muted">
                    {t(template.layout)} ·{' '}
                    {t('templateScenes', { count: template.scenes, seconds: Math.round(template.duration) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {!list.complete && <p className="cw-note">{t('templatesIncomplete')}</p>}
        </>
      );
  }
}
