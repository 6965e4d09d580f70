#!/usr/bin/env python3
"""Writes Workflows/Images/clip.mov, the video of the Get Details of Images golden: a QuickTime
file whose boxes (ISO/IEC 14496-12, version 0) say 4.5 seconds, one video track of 135 frames
at 30000/1001 (29.97 a second) of 1280 x 720 turned upright (its matrix a quarter turn), recorded 2026-05-01
12:00:00 UTC; the media box holds filler, not pictures. The movie box comes after the media, as
a camera writes it. Python's struct module only, written from the standard's box layouts, so the
file checks our reader against a second writer.
Run: python3 scripts/movie-fixture.py
"""
import datetime
import os
import struct


def box(kind, body):
    return struct.pack(">I", 8 + len(body)) + kind.encode() + body


def main():
    created = int((datetime.datetime(2026, 5, 1, 12, tzinfo=datetime.timezone.utc)
                   - datetime.datetime(1904, 1, 1, tzinfo=datetime.timezone.utc)).total_seconds())
    scale, duration, frames = 600, 2700, 135
    mvhd = box("mvhd", struct.pack(">B3xIIII", 0, created, created, scale, duration) + bytes(80))
    quarter = [0, 0x10000, 0, 0xFFFF0000, 0, 0, 0, 0, 0x40000000]
    tkhd = box("tkhd", struct.pack(">B3sIIIII", 0, b"\0\0\3", created, created, 1, 0, duration) + bytes(16)
               + struct.pack(">9I", *quarter) + struct.pack(">II", 1280 << 16, 720 << 16))
    mdhd = box("mdhd", struct.pack(">B3xIIIIHH", 0, created, created, 30000, 135135, 0x55C4, 0))
    hdlr = box("hdlr", struct.pack(">B3xI4s12x", 0, 0, b"vide") + b"Video\0")
    stts = box("stts", struct.pack(">B3xIII", 0, 1, frames, 1001))
    trak = box("trak", tkhd + box("mdia", mdhd + hdlr + box("minf", box("stbl", stts))))
    moov = box("moov", mvhd + trak)
    ftyp = box("ftyp", b"qt  " + struct.pack(">I", 0) + b"qt  ")
    mdat = box("mdat", bytes(256))
    path = os.path.join(os.path.dirname(__file__), "..", "Workflows", "Images", "clip.mov")
    with open(path, "wb") as out:
        out.write(ftyp + mdat + moov)


if __name__ == "__main__":
    main()
