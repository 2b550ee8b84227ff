// One section: a heading and its paragraphs, plain text on one line each (the server escapes them).
import { Button, Card, Input, Space, Tooltip } from 'antd';
import type { AgreementClause } from '@lendwell/contracts';
import { AGREEMENT_CLAUSE_LIMITS as LIMITS } from '@lendwell/contracts/console-template-limits';

type Props = {
  index: number;
  count: number;
  clause: AgreementClause;
  onChange: (clause: AgreementClause) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
};

/** Paragraphs are single lines; a pasted line break becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

export function ClauseCard({ index, count, clause, onChange, onRemove, onMove }: Props) {
  const n = index + 1;
  const setParagraph = (j: number, text: string | null) =>
    onChange({
      ...clause,
      paragraphs: clause.paragraphs.flatMap((p, k) => (k !== j ? [p] : text === null ? [] : [text])),
    });
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={`Section ${n}`}
      extra={
        <Space size={4}>
          <Button size="small" aria-label={`Move section ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </Button>
          <Button
            size="small"
            aria-label={`Move section ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </Button>
          <Button size="small" danger aria-label={`Remove section ${n}`} onClick={onRemove}>
            Remove
          </Button>
        </Space>
      }
    >
      <Input
        aria-label={`Section ${n} heading`}
        placeholder="Heading"
        maxLength={LIMITS.headingLength}
        value={clause.heading}
        onChange={(e) => onChange({ ...clause, heading: oneLine(e.target.value) })}
        style={{ fontWeight: 600, marginBottom: 8 }}
      />
      {clause.paragraphs.map((p, j) => (
        <Space.Compact key={j} block style={{ marginBottom: 8 }}>
          <Input.TextArea
            aria-label={`Section ${n} paragraph ${j + 1}`}
            placeholder="Paragraph"
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={LIMITS.paragraphLength}
            value={p}
            onChange={(e) => setParagraph(j, oneLine(e.target.value))}
          />
          <Tooltip title="Remove paragraph">
            <Button
              aria-label={`Remove section ${n} paragraph ${j + 1}`}
              disabled={clause.paragraphs.length === 1}
              onClick={() => setParagraph(j, null)}
              style={{ height: 'auto' }}
            >
              ×
            </Button>
          </Tooltip>
        </Space.Compact>
      ))}
      <Button
        size="small"
        type="link"
        disabled={clause.paragraphs.length >= LIMITS.paragraphs}
        onClick={() => onChange({ ...clause, paragraphs: [...clause.paragraphs, ''] })}
      >
        Add paragraph
      </Button>
    </Card>
  );
}
