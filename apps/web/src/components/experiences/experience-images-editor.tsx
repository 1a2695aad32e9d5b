'use client';

import { Field } from '@/components/form/field';
import { emptyImage, type ImageFormValues } from '@/lib/experience-form';

interface ExperienceImagesEditorProps {
  images: ImageFormValues[];
  errorOf: (field: string) => string | undefined;
  onChange: (images: ImageFormValues[]) => void;
}

const nextOrder = (images: ImageFormValues[]) => images.reduce((max, image) => Math.max(max, Number(image.order) + 1 || 0), 0);

/** Images with their address, description (alt text) and display order; a preview when it loads. */
export function ExperienceImagesEditor({ images, errorOf, onChange }: ExperienceImagesEditorProps) {
  const update = (index: number, patch: Partial<ImageFormValues>) =>
    onChange(images.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  return (
    <section className="card form" aria-labelledby="experience-images-title">
      <div className="card-header card-header-plain">
        <h2 className="card-title" id="experience-images-title">
          Imagens {images.length > 0 && <span className="count">{images.length}</span>}
        </h2>
        <button
          type="button"
          className="button button-small"
          disabled={images.length >= 20}
          onClick={() => onChange([...images, emptyImage(nextOrder(images))])}
        >
          Adicionar imagem
        </button>
      </div>
      {images.length === 0 && <p className="muted">Nenhuma imagem. A primeira imagem (menor ordem) é a capa no catálogo.</p>}
      {images.map((image, index) => (
        <fieldset key={image.key} className="image-row" aria-label={`Imagem ${index + 1}`}>
          <div className="image-preview" aria-hidden>
            {image.url.trim() ? (
              <img
                src={image.url.trim()}
                alt=""
                onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                onLoad={(event) => (event.currentTarget.style.visibility = 'visible')}
              />
            ) : null}
          </div>
          <div className="image-fields">
            <Field label="Endereço da imagem" required error={errorOf(`images.${index}.url`)} className="span-2">
              {(props) => (
                <input
                  {...props}
                  type="url"
                  placeholder="https://… ou /uploads/…"
                  value={image.url}
                  maxLength={2000}
                  onChange={(e) => update(index, { url: e.target.value })}
                />
              )}
            </Field>
            <Field label="Ordem" error={errorOf(`images.${index}.order`)}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  max={1000}
                  step={1}
                  value={image.order}
                  onChange={(e) => update(index, { order: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="Texto alternativo"
              error={errorOf(`images.${index}.alt`)}
              hint="Descreve a imagem para quem não a vê."
              className="span-2"
            >
              {(props) => <input {...props} value={image.alt} maxLength={300} onChange={(e) => update(index, { alt: e.target.value })} />}
            </Field>
            <div className="image-remove">
              <button
                type="button"
                className="button button-small button-ghost"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                Remover imagem
              </button>
            </div>
          </div>
        </fieldset>
      ))}
    </section>
  );
}
