import type { Role } from './checks.ts';

/** One reply as the summary counts it. */
export interface Outcome {
  index: number;
  operationId: string;
  role: Role;
  variant: string;
  status: number;
  milliseconds: number;
  /** A valid request the API refused with its contract-validation message: the generator or the contract is wrong. */
  refusedValid: boolean;
}

const SLOWEST_KEPT = 10;

/** Counts of a run: per status, role, variant and operation, and the slowest replies. */
export class Summary {
  total = 0;
  private readonly statuses = new Map<number, number>();
  private readonly roles = new Map<string, number>();
  private readonly variants = new Map<string, number>();
  private readonly operations = new Map<string, { total: number; ok: number; refused: number; failed: number }>();
  private readonly refusedValid = new Map<string, number>();
  private slowest: Outcome[] = [];

  add(outcome: Outcome): void {
    this.total += 1;
    increment(this.statuses, outcome.status);
    increment(this.roles, outcome.role);
    increment(this.variants, outcome.variant);
    const op = this.operations.get(outcome.operationId) ?? { total: 0, ok: 0, refused: 0, failed: 0 };
    op.total += 1;
    if (outcome.status < 400) op.ok += 1;
    else if (outcome.status < 500) op.refused += 1;
    else op.failed += 1;
    this.operations.set(outcome.operationId, op);
    if (outcome.refusedValid) increment(this.refusedValid, outcome.operationId);
    if (
      this.slowest.length < SLOWEST_KEPT ||
      outcome.milliseconds > (this.slowest[this.slowest.length - 1]?.milliseconds ?? 0)
    ) {
      this.slowest = [...this.slowest, outcome].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, SLOWEST_KEPT);
    }
  }

  /** Replies with a status of 500 or more. */
  get serverErrors(): number {
    return [...this.operations.values()].reduce((sum, op) => sum + op.failed, 0);
  }

  get operationCount(): number {
    return this.operations.size;
  }

  format(): string {
    const lines: string[] = [];
    // Status 0: the server closed the connection while an oversized body was still being sent (see run.ts).
    const statusName = (status: number) => (status === 0 ? 'обрыв' : String(status));
    lines.push(
      `Статусы:   ${[...this.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${statusName(status)}×${n}`)
        .join('  ')}`,
    );
    lines.push(`Роли:      ${[...this.roles].map(([role, n]) => `${role} ${n}`).join(', ')}`);
    lines.push(
      `Варианты:  ${[...this.variants]
        .sort(([, a], [, b]) => b - a)
        .map(([variant, n]) => `${variant} ${n}`)
        .join(', ')}`,
    );
    lines.push('', 'Операция                               запросов   2xx/3xx     4xx   5xx');
    for (const [id, op] of [...this.operations].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${id.padEnd(38)} ${pad(op.total, 9)} ${pad(op.ok, 9)} ${pad(op.refused, 7)} ${pad(op.failed, 5)}`);
    }
    if (this.refusedValid.size > 0) {
      lines.push(
        '',
        `Верные по контракту запросы, отклонённые его же проверкой (ошибка генератора или контракта): ${[...this.refusedValid].map(([id, n]) => `${id} ${n}`).join(', ')}`,
      );
    }
    lines.push('', 'Самые медленные ответы:');
    for (const o of this.slowest)
      lines.push(
        `  ${o.milliseconds.toFixed(0).padStart(6)} мс  #${o.index} ${o.operationId} (${o.variant}, ${o.role}) → ${o.status}`,
      );
    return lines.join('\n');
  }
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const pad = (n: number, width: number) => String(n).padStart(width);
