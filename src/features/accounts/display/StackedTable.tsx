import classes from './stacked-table.module.css';

/**
 * Class names for an account table that turns into one card per row below 48em: `scroll` for its
 * Table.ScrollContainer, `table` for the Table. Each cell then shows its column name (CellLabel).
 */
export const stackedTable = { scroll: classes.scroll, table: classes.table };

/** A cell's column name, shown only where the table is laid out as cards (its header row hidden). */
export function CellLabel({ children }: { children: string }) {
  return (
    <span className={classes.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}
