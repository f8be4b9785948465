// A GGUF file (version 3, llama.cpp's model format) written from metadata and float32 tensors:
// the header, the key-value metadata, the tensor table, then each tensor's data at an aligned offset.
const ALIGNMENT = 32;

const VALUE_TYPE = { uint32: 4, int32: 5, float32: 6, bool: 7, string: 8, array: 9 } as const;
const TENSOR_TYPE_F32 = 0;

export type GgufValue =
  | { type: 'uint32' | 'int32' | 'float32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; of: 'string'; value: readonly string[] }
  | { type: 'array'; of: 'int32' | 'float32'; value: ArrayLike<number> };

export interface GgufTensor {
  name: string;
  /** ggml's order: the first dimension is the one whose elements lie next to each other. */
  dims: readonly number[];
  data: Float32Array;
}

class ByteWriter {
  private chunks: Uint8Array[] = [];
  length = 0;

  bytes(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.length += bytes.byteLength;
  }

  private fixed(size: number, set: (view: DataView) => void): void {
    const bytes = new Uint8Array(size);
    set(new DataView(bytes.buffer));
    this.bytes(bytes);
  }

  u32(value: number): void {
    this.fixed(4, (view) => view.setUint32(0, value, true));
  }

  i32(value: number): void {
    this.fixed(4, (view) => view.setInt32(0, value, true));
  }

  f32(value: number): void {
    this.fixed(4, (view) => view.setFloat32(0, value, true));
  }

  u64(value: number): void {
    this.fixed(8, (view) => view.setBigUint64(0, BigInt(value), true));
  }

  string(text: string): void {
    const encoded = new TextEncoder().encode(text);
    this.u64(encoded.byteLength);
    this.bytes(encoded);
  }

  padTo(alignment: number): void {
    const rest = this.length % alignment;
    if (rest) this.bytes(new Uint8Array(alignment - rest));
  }

  join(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return out;
  }
}

function writeValue(out: ByteWriter, entry: GgufValue): void {
  switch (entry.type) {
    case 'uint32':
      return out.u32(entry.value);
    case 'int32':
      return out.i32(entry.value);
    case 'float32':
      return out.f32(entry.value);
    case 'bool':
      return out.bytes(Uint8Array.of(entry.value ? 1 : 0));
    case 'string':
      return out.string(entry.value);
    case 'array': {
      out.u32(VALUE_TYPE[entry.of]);
      out.u64(entry.value.length);
      for (let index = 0; index < entry.value.length; index += 1) {
        const item = entry.value[index] as string | number;
        if (entry.of === 'string') out.string(item as string);
        else if (entry.of === 'int32') out.i32(item as number);
        else out.f32(item as number);
      }
    }
  }
}

export function writeGguf(
  metadata: ReadonlyArray<readonly [string, GgufValue]>,
  tensors: readonly GgufTensor[],
): Uint8Array {
  const out = new ByteWriter();
  out.bytes(new TextEncoder().encode('GGUF'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, entry] of metadata) {
    out.string(key);
    out.u32(VALUE_TYPE[entry.type]);
    writeValue(out, entry);
  }
  let offset = 0;
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(TENSOR_TYPE_F32);
    out.u64(offset);
    offset += Math.ceil(tensor.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  out.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    out.bytes(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.padTo(ALIGNMENT);
  }
  return out.join();
}
