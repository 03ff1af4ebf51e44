/**
 * Lines worth repeating under the URLs when the shop starts: the API prints a new first administrator's password once,
 * the demo seed the demo customer's account. Each block runs from its first line to a blank line.
 */
export class NoticeCollector {
  readonly lines: string[] = [];
  private capturing = false;
  private static readonly STARTS = ['Первый администратор создан', 'Демо-покупатель'];

  /** Looks at one printed line and keeps it when it belongs to a notice. */
  remember(line: string): void {
    if (NoticeCollector.STARTS.some((start) => line.includes(start))) {
      this.capturing = true;
      if (this.lines.length > 0) this.lines.push('');
    }
    if (!this.capturing) return;
    if (line.trim() === '') this.capturing = false;
    else this.lines.push(line);
  }
}
