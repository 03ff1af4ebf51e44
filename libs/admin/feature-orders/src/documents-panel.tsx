import { Panel, type DataTableColumn } from '@shop/admin-ui-data';
import { formatFileSize } from '@shop/admin-ui-media';
import { hasErrorCode, saveBlob } from '@shop/api-client';
import { ORDER_DOCUMENT_KINDS, ORDER_DOCUMENT_LIMIT, ORDER_DOCUMENT_MAX_BYTES } from '@shop/domain';
import { ErrorCode, toastText } from '@shop/errors';
import { fill, formatDateTime, ru } from '@shop/i18n-ru';
import { Button, FileField, Select, useConfirm, useToast } from '@shop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ORDER_TOASTS, showFieldErrors, useOrderFailure, type FieldErrors } from './order-failure';
import { TableOrNote } from './order-info-blocks';
import { useDeleteDocument, useReloadOrder, useUploadDocument } from './order-queries';
import type { Order, OrderDocument, OrderDocumentKind } from './orders-api';
import { useOrdersApi } from './orders-api-context';

const t = ru.adminOrders.info.documents;
const c = t.columns;
const MAX_SIZE = formatFileSize(ORDER_DOCUMENT_MAX_BYTES);

/**
 * Why `file` cannot be attached, checked before it is sent (the API checks again, by the file's first bytes): none
 * chosen, not a PDF by its type or name, empty, or past ORDER_DOCUMENT_MAX_BYTES. Null when it can.
 */
export function documentFileProblem(file: File | null): string | null {
  if (file === null) return t.fileRequired;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t.fileNotPdf;
  if (file.size === 0) return t.fileEmpty;
  return file.size > ORDER_DOCUMENT_MAX_BYTES ? fill(t.fileTooLarge, { max: MAX_SIZE }) : null;
}

/**
 * «Документы»: the closing documents the order's buyer downloads (УПД, ТН, счёт-фактура as PDF), each downloadable
 * and removable after a confirmation, and the form that attaches one more while the order has room for it.
 */
export function DocumentsPanel({ order }: { order: Order }) {
  const api = useOrdersApi();
  const toast = useToast();
  const confirm = useConfirm();
  const reload = useReloadOrder();
  const showFailure = useOrderFailure();
  const remove = useDeleteDocument(api);
  const download = useMutation({
    mutationFn: (document: OrderDocument) => api.downloadDocument(order.id, document.id),
    onSuccess: ({ blob, fileName }, document) => saveBlob(blob, fileName ?? `${document.title}.pdf`),
    onError: async (error) => {
      toast.error(toastText(error, ORDER_TOASTS));
      // Gone meanwhile: show the list as it is now.
      if (hasErrorCode(error, ErrorCode.RecordNotFound)) await reload(order.id);
    },
  });

  const removeDocument = async (document: OrderDocument) => {
    const yes = await confirm({
      title: fill(t.deleteTitle, { title: document.title }),
      description: t.deleteDescription,
      confirmLabel: t.delete,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ orderId: order.id, documentId: document.id });
      toast.success(t.deleted);
    } catch (error) {
      await showFailure(error, order.id);
      if (hasErrorCode(error, ErrorCode.RecordNotFound)) await reload(order.id);
    }
  };

  const columns: readonly DataTableColumn<OrderDocument>[] = [
    { id: 'kind', header: c.kind, cell: (document) => ru.orders.documentKind[document.kind], nowrap: true },
    { id: 'title', header: c.title, wide: true, cell: (document) => document.title },
    { id: 'size', header: c.size, cell: (document) => formatFileSize(document.size), nowrap: true },
    { id: 'createdAt', header: c.createdAt, cell: (document) => formatDateTime(document.createdAt), nowrap: true },
    {
      id: 'actions',
      header: c.actions,
      cell: (document) => (
        <span className="admin-order__row-actions">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={fill(t.downloadLabel, { title: document.title })}
            loading={download.isPending && download.variables.id === document.id}
            onClick={() => download.mutate(document)}
          >
            {t.download}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="danger"
            aria-label={fill(t.deleteLabel, { title: document.title })}
            loading={remove.isPending && remove.variables.documentId === document.id}
            onClick={() => void removeDocument(document)}
          >
            {t.delete}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Panel title={t.title} intro={t.intro}>
      <TableOrNote
        label={t.tableLabel}
        note={t.none}
        columns={columns}
        rows={order.documentList}
        rowKey={(document) => document.id}
      />
      {order.documentList.length < ORDER_DOCUMENT_LIMIT ? (
        <UploadForm order={order} />
      ) : (
        <p className="admin-orders__muted">{fill(t.limitReached, { max: ORDER_DOCUMENT_LIMIT })}</p>
      )}
    </Panel>
  );
}

type Field = 'kind' | 'file';
const FIELDS: readonly Field[] = ['kind', 'file'];

/** The kind of document and its PDF; the file is checked here before it is sent, and the form starts again once it is in. */
function UploadForm({ order }: { order: Order }) {
  const api = useOrdersApi();
  const toast = useToast();
  const upload = useUploadDocument(api);
  const showFailure = useOrderFailure();
  const [kind, setKind] = useState<OrderDocumentKind>('upd');
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input, which a value cannot.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const titleId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = documentFileProblem(file);
    if (file === null || problem !== null)
      return showFieldErrors(form, () => setErrors({ file: problem ?? t.fileRequired }));
    setErrors({});
    try {
      await upload.mutateAsync({ orderId: order.id, upload: { kind, file } });
      toast.success(t.uploaded);
      setFile(null);
      setFileKey((key) => key + 1);
    } catch (error) {
      const fieldErrors = await showFailure(error, order.id, { fields: FIELDS });
      showFieldErrors(form, () => setErrors(fieldErrors));
    }
  };

  return (
    <form className="admin-order__upload" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId}>{t.uploadTitle}</h3>
      <div className="admin-order__upload-fields">
        <Select
          label={t.kind}
          value={kind}
          error={errors.kind}
          onChange={(event) => setKind(event.target.value as OrderDocumentKind)}
        >
          {ORDER_DOCUMENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {ru.orders.documentKind[option]}
            </option>
          ))}
        </Select>
        <FileField
          key={fileKey}
          label={t.file}
          accept=".pdf,application/pdf"
          required
          fileName={file?.name}
          hint={fill(t.fileHint, { max: MAX_SIZE })}
          error={errors.file}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors({});
          }}
        />
      </div>
      <div className="admin-form-actions">
        <Button type="submit" loading={upload.isPending}>
          {t.upload}
        </Button>
      </div>
    </form>
  );
}
