import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  ANNOUNCEMENT_TYPES,
  BACKOFFICE_PAGE_SIZES,
  EXECUTIONS,
  backofficeAnnouncementsCall,
  backofficeContentPreviewCall,
  backofficePublishAnnouncementCall,
  type BackofficeAnnouncement,
} from '@platform/shared/api-contract';
import { useApiClient, useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, SafeHtml } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat, useTableLabels } from '@platform/backoffice/i18n';
import { Card, CardGrid, DataTable, FieldBox, Input, Screen, ScreenTitle, Select, TableFooter, TextArea, useTableState } from '@platform/backoffice/ui';
import { draftOf, draftProblems, emptyDraft, localInputToIso, type AnnouncementDraft } from './announcement-form';

const LANGUAGES = ['EN', 'PT', 'PT-BR'] as const;

const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
`;

const Preview = styled.div`
  padding: var(--space-md);
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-sm);
  min-block-size: 120px;
  overflow-wrap: anywhere;
  img {
    max-inline-size: 100%;
  }
`;

/** The preview asks the gateway to sanitise, so it shows exactly what players will receive. */
function usePreview(merchantCode: string | null, content: string) {
  const client = useApiClient();
  const [state, setState] = useState<{ html: string; error: unknown }>({ html: '', error: null });
  useEffect(() => {
    if (!merchantCode) return;
    let live = true;
    // One request per pause in typing, not per key.
    const timer = setTimeout(() => {
      client.call(backofficeContentPreviewCall, { merchantCode, content }).then(
        (answer) => live && setState({ html: answer.html, error: null }),
        (error: unknown) => live && setState((old) => ({ ...old, error })),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, merchantCode, content]);
  return state;
}

/** Content (issue 22 §3): announcements with type, execution A/B/F, schedule, sanitised live preview, publish. */
export function ContentScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { merchantCode, allows } = useWorkspace();
  const table = useTableState({ sort: 'startDate', dir: 'desc', pageSize: 25 });
  const list = useBackofficeQuery(backofficeAnnouncementsCall, merchantCode ? { merchantCode, page: table.page, pageSize: table.pageSize } : null, { keepPrevious: true });
  const total = list.data?.total ?? 0;
  const labels = useTableLabels(total, table.page, table.pageSize);
  const [draft, setDraft] = useState<AnnouncementDraft>(() => emptyDraft());
  const [tried, setTried] = useState(false);
  const publish = useContractMutation(backofficePublishAnnouncementCall);
  const preview = usePreview(merchantCode, draft.content);
  const problems = draftProblems(draft);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  const canPublish = allows('content.publish');

  const columns = useMemo<ColumnDef<BackofficeAnnouncement, unknown>[]>(
    () => [
      { id: 'id', header: t('content.id'), cell: ({ row }) => row.original.id, size: 70 },
      { id: 'type', header: t('content.type'), cell: ({ row }) => t(`content.types.${row.original.type}`), size: 120 },
      { id: 'execution', header: t('content.execution'), cell: ({ row }) => t(`content.executions.${row.original.execution}`), size: 160 },
      { id: 'language', header: t('content.language'), cell: ({ row }) => row.original.language, size: 80 },
      {
        id: 'title',
        header: t('content.titleField'),
        size: 220,
        // A button, so the keyboard can open an announcement for editing too.
        cell: ({ row }) => (
          <Button variant="ghost" onClick={() => setDraft(draftOf(row.original))} aria-label={t('content.edit', { title: row.original.title })}>
            {row.original.title}
          </Button>
        ),
      },
      { id: 'startDate', header: t('content.start'), cell: ({ row }) => format.dateTime(row.original.startDate), size: 170 },
      { id: 'endDate', header: t('content.end'), cell: ({ row }) => format.dateTime(row.original.endDate), size: 170 },
    ],
    [t, format],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const startDate = localInputToIso(draft.start);
    if (!merchantCode || problems.length > 0 || !startDate) return;
    publish.mutate(
      {
        merchantCode,
        ...(draft.id ? { id: draft.id } : {}),
        type: draft.type,
        execution: draft.execution,
        language: draft.language,
        title: draft.title.trim(),
        content: draft.content,
        startDate,
        endDate: localInputToIso(draft.end),
      },
      {
        onSuccess: () => {
          setDraft(emptyDraft());
          setTried(false);
          void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
        },
      },
    );
  };

  return (
    <Screen aria-labelledby="bo-content-title">
      <ScreenTitle id="bo-content-title">{t('content.title')}</ScreenTitle>
      {publish.isSuccess ? <Alert tone="success" testId="content-published">{t('content.published', { title: publish.data.title })}</Alert> : null}
      <CardGrid>
        <Card>
          <h2>{draft.id ? t('content.editing', { id: draft.id }) : t('content.new')}</h2>
          <Form onSubmit={submit} noValidate aria-label={t('content.form')}>
            <FieldBox>
              {t('content.type')}
              <Select value={draft.type} onChange={(event) => set('type', event.target.value as AnnouncementDraft['type'])} data-testid="content-type">
                {ANNOUNCEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.types.${type}`)}
                  </option>
                ))}
              </Select>
            </FieldBox>
            <FieldBox>
              {t('content.execution')}
              <Select value={draft.execution} onChange={(event) => set('execution', event.target.value as AnnouncementDraft['execution'])} data-testid="content-execution">
                {EXECUTIONS.map((execution) => (
                  <option key={execution} value={execution}>
                    {t(`content.executions.${execution}`)}
                  </option>
                ))}
              </Select>
            </FieldBox>
            <FieldBox>
              {t('content.language')}
              <Select value={draft.language} onChange={(event) => set('language', event.target.value)}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </Select>
            </FieldBox>
            <FieldBox>
              {t('content.titleField')}
              <Input value={draft.title} maxLength={200} onChange={(event) => set('title', event.target.value)} aria-invalid={tried && problems.includes('title')} data-testid="content-title" />
            </FieldBox>
            <FieldBox>
              {t('content.body')}
              <TextArea value={draft.content} maxLength={100_000} onChange={(event) => set('content', event.target.value)} data-testid="content-body" />
            </FieldBox>
            <FieldBox>
              {t('content.start')}
              <Input type="datetime-local" value={draft.start} onChange={(event) => set('start', event.target.value)} aria-invalid={tried && problems.includes('start')} />
            </FieldBox>
            <FieldBox>
              {t('content.end')}
              <Input type="datetime-local" value={draft.end} min={draft.start} onChange={(event) => set('end', event.target.value)} aria-invalid={tried && problems.includes('endBeforeStart')} />
            </FieldBox>
            {tried && problems.length > 0 ? (
              <Alert tone="error">{problems.map((problem) => t(`content.problems.${problem}`)).join(' ')}</Alert>
            ) : null}
            {publish.error ? <Alert tone="error">{errorText(publish.error)}</Alert> : null}
            <div>
              <Button type="submit" loading={publish.isPending} disabled={!canPublish} data-testid="content-publish">
                {t('content.publish')}
              </Button>{' '}
              {draft.id ? (
                <Button variant="ghost" onClick={() => setDraft(emptyDraft())}>
                  {t('content.newInstead')}
                </Button>
              ) : null}
            </div>
            {!canPublish ? <small>{t('content.readOnly')}</small> : null}
          </Form>
        </Card>
        <Card>
          <h2 id="bo-preview-title">{t('content.preview')}</h2>
          <p>{t('content.previewHint')}</p>
          {preview.error ? <Alert tone="error">{errorText(preview.error)}</Alert> : null}
          <Preview aria-labelledby="bo-preview-title" aria-live="polite">
            <strong>{draft.title}</strong>
            <SafeHtml html={preview.html} testId="content-preview" />
          </Preview>
        </Card>
      </CardGrid>
      <DataTable
        caption={t('content.list')}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={total}
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : null}
        labels={labels.table}
        maxHeight={420}
        testId="content-table"
        footer={<TableFooter page={table.page} pageSize={table.pageSize} pageSizes={BACKOFFICE_PAGE_SIZES} total={total} onPage={table.setPage} onPageSize={table.setPageSize} labels={labels.footer} />}
      />
    </Screen>
  );
}
