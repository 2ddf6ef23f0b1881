import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Button, Pagination, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { SelectField } from '../../components/form/SelectField';
import { TextInput } from '../../components/form/TextInput';
import { formatDateTime } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import type { AuditArgs } from '../../../domain/schemas/money';
import { useAdminAuditQuery } from './adminApi';
import { AdminTable } from './AdminTable';
import { ENTITY_KEYS } from './moneyText';
import { PageHeading } from './PageHeading';

const ENTITIES = ['user', 'book', 'order', 'contact', 'refund'] as const;
type Filters = Pick<AuditArgs, 'admin' | 'entity' | 'from' | 'to'>;

/** before → after of the changed fields, one per line: "price: 35050 → 40000". */
function Change({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13 }}>
      {keys.map((key) => (
        <li key={key}>
          <strong>{key}</strong>: {before ? show(before[key]) : '—'} → {after ? show(after[key]) : '—'}
        </li>
      ))}
    </Box>
  );
}

/** The control panel's Activity page: the audit trail, newest first, paged, filtered by admin, entity and date. */
export function ActivityPage() {
  const { _ } = useLingui();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const { data, isLoading, isFetching, isError, refetch } = useAdminAuditQuery({ page, ...filters });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, admin: draft.admin?.trim() || undefined });
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Box>
      <PageHeading>{_('admin.activity.title')}</PageHeading>
      <Stack
        component="form"
        role="search"
        aria-label={_('admin.activity.filters')}
        onSubmit={apply}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
      >
        <TextInput
          label={_('admin.activity.admin')}
          value={draft.admin ?? ''}
          onChange={(e) => setDraft({ ...draft, admin: e.target.value })}
          size="small"
        />
        <SelectField
          size="small"
          label={_('admin.activity.entity')}
          value={draft.entity ?? ''}
          onChange={(e) => setDraft({ ...draft, entity: (e.target.value || undefined) as Filters['entity'] })}
          sx={{ minWidth: 140 }}
        >
          <option value="">{_('admin.activity.any')}</option>
          {ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {_(ENTITY_KEYS[entity])}
            </option>
          ))}
        </SelectField>
        <TextInput
          label={_('admin.export.from')}
          type="date"
          shrinkLabel
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          size="small"
        />
        <TextInput
          label={_('admin.export.to')}
          type="date"
          shrinkLabel
          value={draft.to ?? ''}
          onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          size="small"
        />
        <Button type="submit" variant="contained">
          {_('admin.action.apply')}
        </Button>
      </Stack>
      <AdminTable
        label={_('admin.activity.title')}
        columns={[
          'admin.column.when',
          'admin.column.admin',
          'admin.column.auditAction',
          'admin.column.entity',
          'admin.column.change',
        ]}
        minWidth={760}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={_('admin.activity.none')}
      >
        {(loaded) =>
          (loaded.result as NonNullable<typeof data>['result']).map((entry) => (
            <TableRow key={entry.id} data-testid="audit-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, language)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actorEmail}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>
                {entry.entity in ENTITY_KEYS ? _(ENTITY_KEYS[entry.entity as keyof typeof ENTITY_KEYS]) : entry.entity}
                <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.entityId}
                </Typography>
              </TableCell>
              <TableCell>
                <Change before={entry.before} after={entry.after} />
              </TableCell>
            </TableRow>
          ))
        }
      </AdminTable>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          aria-label={_('admin.activity.pages')}
        />
      )}
    </Box>
  );
}
