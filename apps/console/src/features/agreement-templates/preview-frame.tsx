// The rendered document in a frame with every sandbox restriction on: no scripts, no forms, no
// navigation, and an opaque origin, whatever the HTML held.
import { Card, Empty } from 'antd';

export function PreviewFrame({ html }: { html?: string }) {
  return (
    <Card
      title="Preview (draft on the confirm page)"
      size="small"
      style={{ marginBottom: 16 }}
      styles={{ body: { padding: 0 } }}
    >
      {html ? (
        <iframe
          title="Agreement preview"
          sandbox=""
          srcDoc={html}
          style={{ width: '100%', height: 560, border: 0, display: 'block' }}
        />
      ) : (
        <Empty
          style={{ padding: 32 }}
          description="Preview shows the document with these clauses, priced for the first product's default amount."
        />
      )}
    </Card>
  );
}
