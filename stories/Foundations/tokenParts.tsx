import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Building blocks of the Foundations pages: every value on them is read from the theme
 * (src/theme) at render time, never written here.
 */

/** A token page: its title as the page heading, a line on what it shows, then its sections. */
export function TokenPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, bgcolor: 'background.default', color: 'text.primary' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: '75ch' }}>{intro}</Typography>
      {children}
    </Box>
  );
}

/** A titled part of a token page, named by its heading. */
export function TokenSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 6 } }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro ? <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '75ch' }}>{intro}</Typography> : null}
      {children}
    </Box>
  );
}

/**
 * A name as it is written in code. The site's own face (Inter) rather than the browser's monospace,
 * which is a platform font the visual tests refuse; bold marks it instead.
 */
export function Code({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Box component="code" sx={{ fontFamily: 'inherit', fontWeight: 600, ...(nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }) }}>
      {children}
    </Box>
  );
}

/**
 * A table in its own horizontal scroll box, so a narrow window scrolls the table and never the
 * page. The box is a named region reachable by keyboard, so it can be scrolled without a mouse.
 * With `columns`, it heads the table with them and `children` are its body's rows; without, the
 * children are the whole table (a head of its own, richer than plain names).
 */
export function TokenTable({ label, minWidth, columns, children }: { label: string; minWidth?: number; columns?: string[]; children: ReactNode }) {
  return (
    <Box role="region" aria-label={`${label} table`} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table
        aria-label={label}
        size="small"
        sx={{
          width: 'auto',
          minWidth,
          '& th, & td': { px: 1.5, py: 1, verticalAlign: 'middle' },
          '& thead th': { fontWeight: 700, whiteSpace: 'nowrap' },
          '& tbody th': { fontWeight: 400 },
        }}
      >
        {columns ? (
          <>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} scope="col">
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </>
        ) : (
          children
        )}
      </Table>
    </Box>
  );
}

/** Secondary detail under a value in a cell (a px equivalent, where a value comes from). */
export function Detail({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography component="span" variant="body2" sx={[{ display: 'block', color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Typography>
  );
}

/** The custom property a `theme.vars` entry stands for: `var(--sb-palette-text-primary, #0B1F3A)` -> `--sb-palette-text-primary`. */
export function cssVarName(reference: string) {
  return /var\((--[\w-]+)/.exec(reference)?.[1] ?? '';
}

/** A value in a nested object by its dotted path, as sx names palette colours (`text.primary`). */
export function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
}

/** A length in px without trailing zeros: 38.5 -> "38.5px", 64 -> "64px". */
export function px(value: number) {
  return `${Number(value.toFixed(1))}px`;
}
