"""Draw the application icon into assets/icon.png, icon.ico and icon.icns.

The icon is a triptych: three hinged panels on the game's dark backdrop with a
gold frame, in the title screen's colours (Dawn amber, gold, Twilight blue),
each holding a piece drawn by the game's own art code: Essentia's sun golem,
Symbol's leader crown and a Greek crest helmet for The Trojan War. Below 48
pixels the pieces would be mush, so small sizes show the panels alone.

Every size is painted from scratch (4x supersampled), not scaled from the
largest. The .ico holds 16 to 256 pixels (32-bit bitmaps, PNG at 256) for the
Windows executable; the .icns holds 16 to 512 pixels and their @2x doubles as
PNG for the macOS app; icon.png (256 pixels) is the window icon. Uses pygame
only, so running it again gives the same files.

Usage: python tools/make_icon.py [OUT_DIR]   (default: assets/)
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from scenes.art import essentia as essentia_art  # noqa: E402
from scenes.art import symbol as symbol_art  # noqa: E402
from scenes.core import theme  # noqa: E402

SS = 4                                   # supersampling factor
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types, each a PNG of the given pixel size
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("ic12", 64), ("ic07", 128),
              ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512))
WINDOW_SIZE = 256

LEFT_FILL, CENTRE_FILL, RIGHT_FILL = (64, 50, 34), (58, 54, 62), (28, 38, 70)


def _helmet(surface: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """The Greek crest helmet of the hero cards, in ivory on a dark crest."""
    ivory, dark = theme.SIDE_LIGHT, theme.SIDE_LIGHT_EDGE
    pygame.draw.polygon(surface, dark, [(cx - r * 0.9, cy - r * 0.55), (cx, cy - r * 1.15),
                                        (cx + r * 0.9, cy - r * 0.55)])
    pygame.draw.polygon(surface, ivory, [(cx - r * 0.7, cy - r * 0.6), (cx, cy - r * 1.0),
                                         (cx + r * 0.7, cy - r * 0.6)])
    pygame.draw.ellipse(surface, ivory, (cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.6))
    pygame.draw.rect(surface, dark, (cx - r * 0.5, cy - r * 0.15, r * 0.35, r * 0.22))
    pygame.draw.rect(surface, dark, (cx + r * 0.15, cy - r * 0.15, r * 0.35, r * 0.22))
    pygame.draw.rect(surface, dark, (cx - r * 0.08, cy - r * 0.15, r * 0.16, r * 0.85))


def _blit_centred(surface: pygame.Surface, img: pygame.Surface, cx: float, cy: float) -> None:
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels, transparent outside the tile."""
    w = size * SS
    big = pygame.Surface((w, w), pygame.SRCALPHA)
    # the tile: dark backdrop in a gold frame
    tile = pygame.Rect(0, 0, w, w).inflate(-w * 0.04, -w * 0.04)
    radius = int(w * 0.2)
    pygame.draw.rect(big, theme.GOLD, tile, border_radius=radius)
    pygame.draw.rect(big, theme.BG, tile.inflate(-w * 0.07, -w * 0.07),
                     border_radius=int(radius * 0.8))
    # three panels: narrow wings beside a taller, arched centre panel
    top, bottom = w * 0.22, w * 0.80
    small = size < 48             # solid panels read better than outlines there
    wings = ((w * 0.105, w * 0.345, theme.SIDE_LIGHT, theme.SIDE_LIGHT if small else LEFT_FILL),
             (w * 0.655, w * 0.895, theme.SIDE_DARK, theme.SIDE_DARK if small else RIGHT_FILL))
    centre = pygame.Rect(round(w * 0.365), round(w * 0.13), round(w * 0.27),
                         round(w * 0.74))
    centre_fill = theme.GOLD_DIM if small else CENTRE_FILL
    rim = max(SS, round(w * 0.03))
    for x0, x1, edge, fill in wings:
        panel = pygame.Rect(round(x0), round(top), round(x1 - x0), round(bottom - top))
        pygame.draw.rect(big, edge, panel, border_radius=round(w * 0.04))
        pygame.draw.rect(big, fill, panel.inflate(-rim * 2, -rim * 2),
                         border_radius=round(w * 0.025))
    arch = centre.width // 2
    pygame.draw.rect(big, theme.GOLD, centre, border_top_left_radius=arch,
                     border_top_right_radius=arch, border_bottom_left_radius=round(w * 0.04),
                     border_bottom_right_radius=round(w * 0.04))
    pygame.draw.rect(big, centre_fill, centre.inflate(-rim * 2, -rim * 2),
                     border_top_left_radius=arch - rim, border_top_right_radius=arch - rim,
                     border_bottom_left_radius=round(w * 0.025),
                     border_bottom_right_radius=round(w * 0.025))
    if not small:
        mid = (top + bottom) / 2
        _blit_centred(big, essentia_art.golem(0, round(w * 0.31)), w * 0.225, mid)
        _blit_centred(big, symbol_art.symbol_piece("L", 0, round(w * 0.31)), w * 0.5, w * 0.53)
        _helmet(big, w * 0.775, mid + w * 0.045, w * 0.105)
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG file bytes."""
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def _dib(surface: pygame.Surface) -> bytes:
    """A 32-bit BGRA bitmap as .ico stores it: bottom-up rows, then the AND mask."""
    size = surface.get_width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = pygame.image.tobytes(surface, "BGRA", True)          # flipped: bottom-up
    mask_row = ((size + 31) // 32) * 4
    return header + rows + bytes(mask_row * size)                # alpha does the masking


def ico_bytes(surfaces: list[pygame.Surface]) -> bytes:
    """A Windows .ico: bitmaps below 256 pixels, PNG at 256."""
    images = [png_bytes(s) if s.get_width() >= 256 else _dib(s) for s in surfaces]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for surface, data in zip(surfaces, images, strict=True):
        side = surface.get_width() % 256                          # 0 means 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(images)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns with one PNG element per type of ICNS_TYPES."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[px])) + pngs[px]
                    for kind, px in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else ROOT / "assets"
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    sizes = sorted({*ICO_SIZES, *(px for _, px in ICNS_TYPES), WINDOW_SIZE})
    icons = {px: draw_icon(px) for px in sizes}
    pngs = {px: png_bytes(img) for px, img in icons.items()}
    (out / "icon.png").write_bytes(pngs[WINDOW_SIZE])
    (out / "icon.ico").write_bytes(ico_bytes([icons[px] for px in ICO_SIZES]))
    (out / "icon.icns").write_bytes(icns_bytes(pngs))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{out / name}: {(out / name).stat().st_size} bytes")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
