// File upload (photos of a trade-in, a resume): a native file input. The value is the chosen
// files' names (so a required file is checked like any field); the files themselves wait in the
// form context until the lead is sent as multipart.
import { controlProps, type FieldWidgetProps } from '../../widget-kit';

const ACCEPTED_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

export default function FileWidget(props: FieldWidgetProps) {
  const { readOnly: _readOnly, ...control } = controlProps(props);
  const multiple = props.options?.multiple === true;
  const accept = typeof props.options?.accept === 'string' ? props.options.accept : ACCEPTED_FILE_TYPES;
  const chosen = typeof props.value === 'string' && props.value ? props.value : '';
  return (
    <>
      <input
        {...control}
        type="file"
        className="form-control form-file"
        accept={accept}
        multiple={multiple}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          props.registry?.formContext?.files?.set(props.name, files);
          props.onChange(files.length ? files.map((f) => f.name).join(', ') : undefined);
        }}
      />
      {chosen && <p className="form-file-chosen">Attached: {chosen}</p>}
    </>
  );
}
