/** A report column: its header, how a cell is read from a row, and what kind of value it holds. */
export interface ReportColumn<Row> {
  header: string;
  kind: 'text' | 'int' | 'money' | 'date' | 'datetime';
  value: (row: Row) => string | number | null;
  /** XLSX column width in characters. */
  width?: number;
}

export interface ReportSheet<Row> {
  /** The worksheet's name and the file's name stem. */
  name: string;
  columns: ReportColumn<Row>[];
}
