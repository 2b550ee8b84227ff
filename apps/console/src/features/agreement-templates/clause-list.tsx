// The editable list of sections: add, remove and reorder; each section edits in its own card.
import { Button, Empty } from 'antd';
import type { AgreementClause } from '@lendwell/contracts';
import { AGREEMENT_CLAUSE_LIMITS } from '@lendwell/contracts/console-template-limits';
import { ClauseCard } from './clause-card';

export function ClauseList({
  value,
  onChange,
}: {
  value: AgreementClause[];
  onChange: (next: AgreementClause[]) => void;
}) {
  const replace = (index: number, clause: AgreementClause | null) =>
    onChange(value.flatMap((c, i) => (i !== index ? [c] : clause ? [clause] : [])));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <>
      {value.length === 0 && <Empty description="No lender clauses: the document shows only its fixed text." />}
      {value.map((clause, i) => (
        <ClauseCard
          key={i}
          index={i}
          count={value.length}
          clause={clause}
          onChange={(c) => replace(i, c)}
          onRemove={() => replace(i, null)}
          onMove={(by) => move(i, by)}
        />
      ))}
      <Button
        block
        type="dashed"
        disabled={value.length >= AGREEMENT_CLAUSE_LIMITS.sections}
        onClick={() => onChange([...value, { heading: '', paragraphs: [''] }])}
      >
        Add section
      </Button>
    </>
  );
}
